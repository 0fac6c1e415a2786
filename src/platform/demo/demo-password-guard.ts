import { passwordMatches } from '@/domain/password-hash'

import { readStaffPasswords, type StaffPassword } from '../database/staff-passwords'
import { demoMode } from './demo-mode'

/** The staff accounts `staff` (every one, unless given), by email: those whose password is one of `demoPasswords`, and the others. */
export const staffByPassword = async (
  demoPasswords: readonly string[],
  staff: StaffPassword[] | null = null,
): Promise<{ demo: string[]; own: string[] }> => {
  staff ??= await readStaffPasswords()
  const isDemo = await Promise.all(
    staff.map(async (account) => (await Promise.all(demoPasswords.map((password) => passwordMatches(password, account)))).some(Boolean)),
  )
  return {
    demo: staff.filter((_, index) => isDemo[index]).map((account) => account.email),
    own: staff.filter((_, index) => !isDemo[index]).map((account) => account.email),
  }
}

/**
 * Why a production start must not go on, or null when it may: a staff account that still has a
 * password published with the demo lets anyone into the admin. Demo mode allows it.
 */
export const demoPasswordRefusal = async (demoPasswords: readonly string[]): Promise<string | null> => {
  if (demoMode()) return null
  const emails = (await staffByPassword(demoPasswords)).demo
  if (emails.length === 0) return null
  return [
    `Refusing to start: ${emails.length === 1 ? 'the staff account' : 'the staff accounts'} ${emails.join(', ')} still ${emails.length === 1 ? 'has' : 'have'} a demo password, published in the README, so anyone could sign in to the admin.`,
    'Give each a password of its own with `npm run create-staff -- --reset-password` (or delete the account),',
    'or, to run the demo itself, start with DEMO_MODE=true.',
  ].join('\n')
}
