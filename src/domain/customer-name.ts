// How a customer's name is shown when only some of its parts were given.

function clean(part: string | null | undefined): string {
  return part?.trim() ?? ''
}

export function fullName(firstName?: string | null, lastName?: string | null): string {
  return [clean(firstName), clean(lastName)].filter(Boolean).join(' ')
}

/** The first word of a full name, for a greeting ("Hi Olivia"); empty for an empty name. */
export const firstNameOf = (name: string | null | undefined): string => name?.trim().split(/\s+/)[0] ?? ''

/** A person as their colleagues see them: their name, or their email while they have given none. */
export function personName(customer: { firstName?: string | null; lastName?: string | null; email: string }): string {
  return fullName(customer.firstName, customer.lastName) || customer.email
}

// Avatar initials; '-' keeps the avatar from rendering empty.
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = [clean(firstName), clean(lastName)]
    .filter(Boolean)
    .map((part) => Array.from(part)[0].toUpperCase())
    .join('')
  return letters || '-'
}

export type NamedCustomer = { email?: string | null; company?: string | null; firstName?: string | null; lastName?: string | null }

/** Who a customer is to staff: the company or the person, with the email that tells them apart. */
export function customerLabel(customer: NamedCustomer): string {
  const name = clean(customer.company) || fullName(customer.firstName, customer.lastName)
  const email = clean(customer.email)
  if (!name) return email
  return email ? `${name} (${email})` : name
}
