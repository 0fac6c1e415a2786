/**
 * A production start (the server, the worker) ends here, with the reason, while a staff account has
 * a demo password. Written straight to standard error, before any logger is up, so that it is
 * there however the process ends.
 */
import { demoPasswordRefusal } from '../src/platform/demo/demo-password-guard'
import { DEMO_PASSWORDS } from '../src/seed/demo-accounts'

export const refuseDemoPasswords = async (): Promise<void> => {
  const refusal = await demoPasswordRefusal(DEMO_PASSWORDS)
  if (!refusal) return
  console.error(refusal)
  process.exit(1)
}
