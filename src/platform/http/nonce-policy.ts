import { contentSecurityPolicy, nonceSource } from '@/domain/content-security-policy.mjs'

/** The Content-Security-Policy of a response rendered for one request: its inline scripts carry a nonce made for it. */
export const policyWithNewNonce = (development: boolean): string =>
  contentSecurityPolicy({ development, inlineScripts: [nonceSource(Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'))] })
