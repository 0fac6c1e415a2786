// The public REST calls an attacker would repeat (guessing passwords, probing which emails have
// accounts, flooding enquiries), each with its own per-IP budget (DESIGN §9).

const LIMITED_POSTS: Record<string, string> = {
  '/payload-api/customers/login': 'login',
  '/payload-api/customers/forgot-password': 'forgot-password',
  '/payload-api/customers/reset-password': 'reset-password',
  '/payload-api/customers/check-registration': 'check-registration',
  '/payload-api/customers/create-inactive': 'create-inactive',
  '/payload-api/customers/update-inactive-customer-email': 'update-inactive-customer-email',
  '/payload-api/customers/activate-inactive': 'activate-inactive',
  '/payload-api/enquiries': 'enquiry',
}

/** The budget a request draws on, or null when it is not limited. */
export function rateLimitedAction(method: string, pathname: string): string | null {
  if (method.toUpperCase() !== 'POST') return null
  return LIMITED_POSTS[pathname.replace(/\/+$/, '')] ?? null
}
