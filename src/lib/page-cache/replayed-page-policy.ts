import { inlineScriptHashes, nonceSource, policyNonce } from '@/domain/content-security-policy.mjs'
import type { StoredPage } from './page-store'

const POLICY_HEADER = 'content-security-policy'

/**
 * A rendered page made fit to be sent again: its policy named the nonce of one render, which
 * must not be handed to later visitors, so the stored copy's policy names the hashes of the
 * inline scripts that render wrote instead. Scripts without the nonce stay blocked.
 */
export function replayablePage<Page extends StoredPage>(page: Page): Page {
  const policy = String(page.headers[POLICY_HEADER] ?? '')
  const nonce = policyNonce(policy)
  if (nonce === null) return page
  const hashes = inlineScriptHashes(page.body.toString(), { nonce })
  const hashed = policy.replace(` ${nonceSource(nonce)}`, hashes.map((hash) => ` ${hash}`).join(''))
  return { ...page, headers: { ...page.headers, [POLICY_HEADER]: hashed } }
}
