import { beforeAll, describe, expect, it } from 'vitest'

import { linkIn, me, verifiedCustomer } from '../support/auth-journeys'
import { uniqueEmail } from '../support/customers'
import { getPage, submitForm } from '../support/forms'
import { api, cookieValue, DEMO, latestEmailTo, login, setCookie } from '../support/http'

/**
 * Forgotten and reset passwords, account settings and impersonation over real HTTP: forms are posted as a
 * browser without JavaScript posts them, so the server actions' rules are tested where they run.
 */
let staffToken: string

beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
})

describe('forgot and reset password', () => {
  it('/auth/reset-password without a token goes to /auth; a bad token offers a new link', async () => {
    expect((await getPage('/auth/reset-password')).location).toBe('/auth')
    expect((await getPage('/auth/reset-password?token=0123abcd')).html).toContain('This link has expired')
  })

  it('answers the same for an unknown email', async () => {
    const known = await submitForm('/auth?view=forgot', { field: 'email', values: { email: DEMO.customerB.email } })
    const unknown = await submitForm('/auth?view=forgot', { field: 'email', values: { email: uniqueEmail('nobody') } })
    for (const response of [known, unknown]) expect(response.html).toContain('we have sent it a link to choose a new password')
  })

  it('a reset signs the customer in and ends every other session', async () => {
    const { email, password } = await verifiedCustomer(staffToken)
    const phone = (await login('customers', { email, password })).token
    const laptop = (await login('customers', { email, password })).token
    expect((await me({ token: phone })).email).toBe(email)

    await submitForm('/auth?view=forgot', { field: 'email', values: { email } })
    const link = await linkIn(staffToken, email, '/auth/reset-password')
    expect(link.subject).toBe('Reset your password')
    const page = await getPage(link.path)
    expect(page.html).toContain('Choose a new password')
    const same = await submitForm(link.path, { page, field: 'password', values: { password: email } })
    expect(same.html).toContain('Choose a password that is not your email address.')
    const reset = await submitForm(link.path, { page, field: 'password', values: { password: 'second-password-2' } })
    expect(reset.html).toContain('/dashboard')
    const cookie = cookieValue(setCookie(reset.headers, 'payload-token'))
    expect((await me({ cookie })).email).toBe(email)

    expect(await me({ token: phone })).toBeNull()
    expect(await me({ token: laptop })).toBeNull()
    expect((await api('/customers/login', { body: { email, password } })).status).toBe(401)
    expect((await api('/customers/login', { body: { email, password: 'second-password-2' } })).status).toBe(200)

    // The link works once: a tab still showing the form is told so, and a reload offers a new link.
    const again = await submitForm(link.path, { page, field: 'password', values: { password: 'third-password-3' } })
    expect(again.html).toContain('This link has expired or has been used already')
    expect(setCookie(again.headers, 'payload-token')).toBeNull()
    expect((await getPage(link.path)).html).toContain('This link has expired')
  })

  it('activates an account made by an enquiry: the "set your password" link signs it in', async () => {
    const email = uniqueEmail('activate')
    await api('/customers/create-inactive', { body: { email } })
    const sent = await submitForm('/auth', { field: 'password', values: { email, password: 'guessing-123' } })
    expect(sent.html).toContain('Email me a link to set my password')
    await submitForm('/auth?view=forgot', { field: 'email', values: { email } })
    const link = await linkIn(staffToken, email, '/auth/reset-password')
    expect(link.subject).toBe('Set your password')
    expect((await getPage(link.path)).html).toContain('Set your password')
    const reset = await submitForm(link.path, { field: 'password', values: { password: 'my-own-password' } })
    const cookie = cookieValue(setCookie(reset.headers, 'payload-token'))
    expect(await me({ cookie })).toMatchObject({ email, isActive: true })
    expect((await api('/customers/login', { body: { email, password: 'my-own-password' } })).status).toBe(200)
  })

  it('activate-inactive never takes a password from a browser that only typed the email', async () => {
    const email = uniqueEmail('victim')
    await api('/customers/create-inactive', { body: { email } })
    const identified = await api('/customers/check-registration', { body: { email } })
    const cookie = cookieValue(setCookie(identified.headers, 'inactive-customer'))
    const attempt = await api('/customers/activate-inactive', {
      body: { id: identified.body.customer.id, password: 'attacker-password' },
      cookie,
    })
    expect(attempt.status).toBe(200)
    expect(attempt.body.message).toMatch(/emailed a link/)
    expect((await latestEmailTo(staffToken, email, 'Set your password'))?.subject).toBe('Set your password')
    expect((await api('/customers/login', { body: { email, password: 'attacker-password' } })).status).toBe(401)
  })
})

describe('account settings', () => {
  const settings = '/dashboard/account-settings'

  it('updates name, company and phone, with field errors in plain words', async () => {
    const { email, password } = await verifiedCustomer(staffToken)
    const { token } = await login('customers', { email, password })
    const bad = await submitForm(settings, {
      token,
      field: 'firstName',
      values: { firstName: '', lastName: 'Hopper', company: '', phoneCountry: 'AU', phoneNumber: '555' },
    })
    expect(bad.html).toContain('Enter your first name.')
    expect(bad.html).toContain('Enter a valid phone number')
    const good = await submitForm(settings, {
      token,
      field: 'firstName',
      values: { firstName: 'Amazing', lastName: 'Grace', company: 'Navy', phoneCountry: 'NZ', phoneNumber: '021 123 4567' },
    })
    expect(good.html).toContain('Your details are saved.')
    expect(await me({ token })).toMatchObject({
      fullName: 'Amazing Grace',
      company: 'Navy',
      phone: { countryCode: 'NZ', formatted: '+64 21 123 4567' },
    })
  })

  it('changes the password after the current one, and logs out every other session', async () => {
    const { email, password } = await verifiedCustomer(staffToken)
    const here = (await login('customers', { email, password })).token
    const elsewhere = (await login('customers', { email, password })).token
    const wrong = await submitForm(settings, {
      token: here,
      field: 'newPassword',
      values: { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
    })
    expect(wrong.html).toContain('That is not your current password.')
    const changed = await submitForm(settings, {
      token: here,
      field: 'newPassword',
      values: { currentPassword: password, newPassword: 'brand-new-pass' },
    })
    expect(changed.html).toContain('Your password is changed.')
    expect((await me({ token: here })).email).toBe(email)
    expect(await me({ token: elsewhere })).toBeNull()
    expect((await api('/customers/login', { body: { email, password: 'brand-new-pass' } })).status).toBe(200)
  })

  it('changes the email only once the new address confirms it, signed in, and only once', async () => {
    const { email, password } = await verifiedCustomer(staffToken)
    const { token } = await login('customers', { email, password })
    const newEmail = uniqueEmail('moved')
    const wrong = await submitForm(settings, { token, field: 'newEmail', values: { newEmail, currentPassword: 'not-it-at-all' } })
    expect(wrong.html).toContain('That is not your current password.')
    const taken = await submitForm(settings, { token, field: 'newEmail', values: { newEmail: DEMO.customerB.email, currentPassword: password } })
    expect(taken.html).toContain('Another account already uses this email address.')
    const requested = await submitForm(settings, { token, field: 'newEmail', values: { newEmail, currentPassword: password } })
    expect(requested.html).toContain(`We sent a confirmation link to ${newEmail}`)
    expect((await me({ token })).email).toBe(email)

    const link = await linkIn(staffToken, newEmail, '/dashboard/account-settings')
    expect((await getPage(link.path)).location).toMatch(/^\/auth\?next=/)
    const stranger = (await login('customers', DEMO.customerB)).token
    expect((await getPage(link.path, { token: stranger })).html).not.toContain('Confirm your new email address')

    const confirmed = await submitForm(link.path, { token, field: 'token', values: {} })
    expect(confirmed.location).toBe('/dashboard/account-settings?email-changed=1')
    expect((await me({ token })).email).toBe(newEmail)
    expect((await latestEmailTo(staffToken, email, 'Your email address was changed'))?.subject).toBe('Your email address was changed')
    expect((await getPage(link.path, { token })).html).toContain('This confirmation link has expired or has been used already')
  })

  it('refuses an email change through the public API', async () => {
    const { email, password } = await verifiedCustomer(staffToken)
    const { token, id } = await login('customers', { email, password })
    const response = await api(`/customers/${id}`, { method: 'PATCH', body: { email: uniqueEmail('sneaky') }, token })
    expect(response.status).toBe(403)
    expect((await me({ token })).email).toBe(email)
  })
})

describe('impersonation', () => {
  let customerA: { token: string; id: number }
  let customerB: { token: string; id: number }

  beforeAll(async () => {
    customerA = await login('customers', DEMO.customerA)
    customerB = await login('customers', DEMO.customerB)
  })

  const impersonate = (token?: string) => api(`/customers/${customerA.id}/impersonate`, { method: 'POST', token })

  it('refuses customers and anonymous visitors with 403 and sets no cookie', async () => {
    for (const token of [undefined, customerB.token, customerA.token]) {
      const response = await impersonate(token)
      expect(response.status).toBe(403)
      expect(setCookie(response.headers, 'impersonation')).toBeNull()
    }
  })

  it('shows staff the customer’s dashboard, read-only for sign-in details, until they stop', async () => {
    const started = await impersonate(staffToken)
    expect(started.status).toBe(200)
    const cookie = cookieValue(setCookie(started.headers, 'impersonation'))
    const page = await getPage('/dashboard/account-settings', { token: staffToken, cookie })
    expect(page.status).toBe(200)
    expect(page.html).toContain('You are viewing the dashboard as')
    expect(page.html).toContain('value="Jordan"')
    expect(page.html).toContain('Only Jordan can change this')
    const stopped = await api('/customers/stop-impersonating', { method: 'POST', token: staffToken, cookie })
    expect(setCookie(stopped.headers, 'impersonation')).toMatch(/Max-Age=0/)
  })

  it('ignores the cookie without the session of the staff member it names', async () => {
    const cookie = cookieValue(setCookie((await impersonate(staffToken)).headers, 'impersonation'))
    const asCustomerB = await getPage('/dashboard/account-settings', { token: customerB.token, cookie })
    expect(asCustomerB.html).toContain('value="Sam"')
    expect(asCustomerB.html).not.toContain('value="Jordan"')
    expect(asCustomerB.html).not.toContain('You are viewing the dashboard as')

    const otherStaffEmail = uniqueEmail('staff')
    const created = await api('/staff-members', {
      body: { name: 'Other Staff', email: otherStaffEmail, password: 'other-staff-pass', role: 'staff' },
      token: staffToken,
    })
    expect(created.status).toBe(201)
    const otherStaff = (await login('staff-members', { email: otherStaffEmail, password: 'other-staff-pass' })).token
    const asOtherStaff = await getPage('/dashboard/account-settings', { token: otherStaff, cookie })
    expect(asOtherStaff.location).toBe('/admin/collections/customers')
    expect(asOtherStaff.html).not.toContain('value="Jordan"')

    const anonymous = await getPage('/dashboard/account-settings', { cookie })
    expect(anonymous.location).toBe('/auth?next=%2Fdashboard%2Faccount-settings')
  })
})
