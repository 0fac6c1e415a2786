/** The demo logins the README prints. Local demo data only; production never runs the seed. */
export const DEMO_STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026', name: 'Alex Morgan' }

export const DEMO_CUSTOMER = {
  email: 'demo@swagly.example',
  password: 'demo-customer-2026',
  firstName: 'Jordan',
  lastName: 'Lee',
  company: 'Harbour & Co.',
  phone: { countryCode: 'AU', number: '0412 345 678' },
}

export const SECOND_CUSTOMER = {
  email: 'sam@northwind.example',
  password: 'demo-customer-2026',
  firstName: 'Sam',
  lastName: 'Taylor',
  company: 'Northwind Logistics',
  phone: { countryCode: 'AU', number: '0498 765 432' },
}

/**
 * The demo customer's colleagues at Harbour & Co., one per role that is not the owner's, so the
 * demo shows a company at work: they sign in with the demo customer's password.
 */
export const HARBOUR_COLLEAGUES = [
  { email: 'ava@harbourco.example', firstName: 'Ava', lastName: 'Patel', role: 'finance', team: null },
  { email: 'ethan@harbourco.example', firstName: 'Ethan', lastName: 'Brooks', role: 'approver', team: null },
  { email: 'mei@harbourco.example', firstName: 'Mei', lastName: 'Tanaka', role: 'requester', team: 'Marketing' },
] as const

/** Every password the demo publishes: no live staff account may keep one. */
export const DEMO_PASSWORDS = [...new Set([DEMO_STAFF.password, DEMO_CUSTOMER.password, SECOND_CUSTOMER.password])]
