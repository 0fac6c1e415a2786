/** The cookies the server reads, and how one is read from a Cookie header. */

/** Payload's session cookie (`${cookiePrefix}-token`, the prefix left at its default). */
export const TOKEN_COOKIE = 'payload-token'

/** Which customer a staff member is viewing the dashboard as (src/platform/session/impersonation.ts). */
export const IMPERSONATION_COOKIE = 'impersonation'

/** Which inactive customer this browser created or identified (src/platform/session/inactive-customer-cookie.ts). */
export const INACTIVE_CUSTOMER_COOKIE = 'inactive-customer'

/** Which of their companies a member is acting in (src/platform/session/active-company.ts). */
export const ACTIVE_COMPANY_COOKIE = 'company'

export const cookieFromHeader = (header: string | null | undefined, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** How many times a cookie is named in the header: a second copy may have been planted by a sibling site. */
export const cookieCount = (header: string | null | undefined, name: string): number =>
  (header ?? '').split(';').filter((part) => part.trim().split('=')[0] === name).length
