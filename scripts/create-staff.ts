/**
 * `npm run create-staff`: adds a staff account, asking for its email, name and password (typed
 * twice, hidden). The first account is an admin, later ones staff unless `-- --admin`. `-- --reset-password` gives an existing account a
 * new password instead, the way out when a production start refuses a demo password. Applies
 * pending migrations first, so it works on a new, empty database.
 */
import type { Payload } from 'payload'

import { staffPasswordProblem } from '../src/domain/staff-password'
import { DEMO_PASSWORDS } from '../src/seed/demo-accounts'
import { migratedPayload } from './migrated-payload'
import { questions } from './terminal-questions'

const resetting = process.argv.includes('--reset-password')
const ask = questions()

const fail = (message: string): never => {
  console.error(`\n${message}`)
  process.exit(1)
}

const askEmail = async () => {
  const email = (await ask.ask('Email: ')).toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`"${email}" is not an email address.`)
  return email
}

const askPassword = async () => {
  const password = await ask.ask('Password (at least 12 characters): ', { secret: true })
  const problem = staffPasswordProblem(password, DEMO_PASSWORDS)
  if (problem) fail(problem)
  if ((await ask.ask('The same password again: ', { secret: true })) !== password) fail('The two passwords differ; nothing was changed.')
  return password
}

const existing = async (payload: Payload, email: string) =>
  (await payload.find({ collection: 'staff-members', where: { email: { equals: email } }, limit: 1, overrideAccess: true })).docs[0]

const email = await askEmail()
const name = resetting ? '' : await ask.ask('Name: ')
if (!resetting && !name) fail('A staff account needs a name.')
const password = await askPassword()
ask.close()

// Loaded once the answers are good: loading Payload takes a while, and a refusal should not.
const payload = await migratedPayload()
const account = await existing(payload, email)
if (resetting) {
  if (!account) fail(`There is no staff account ${email}; run \`npm run create-staff\` without --reset-password to add it.`)
  await payload.update({ collection: 'staff-members', id: account!.id, data: { password }, overrideAccess: true })
  console.log(`\nThe password of ${email} is changed.`)
} else {
  if (account) fail(`There is already a staff account ${email}; to give it a new password, run \`npm run create-staff -- --reset-password\`.`)
  const created = await payload.create({
    collection: 'staff-members',
    data: { email, name, password, role: process.argv.includes('--admin') ? 'admin' : 'staff' },
    overrideAccess: true,
  })
  const serverURL = process.env.SERVER_URL || 'http://localhost:3000'
  console.log(`\nCreated ${created.role === 'admin' ? 'the admin' : 'the staff account'} ${email}. Sign in at ${serverURL}/admin.`)
}
await payload.destroy()
process.exit(0)
