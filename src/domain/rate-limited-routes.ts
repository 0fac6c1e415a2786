// The public calls an attacker would repeat (guessing passwords, probing which emails have
// accounts, flooding enquiries, opening accounts that each mail a stranger), each with its own
// per-address budget, which REST, GraphQL and the server actions doing the same thing share.

export type RateLimitedAction =
  | 'sign-up'
  | 'login'
  | 'forgot-password'
  | 'reset-password'
  | 'check-registration'
  | 'create-inactive'
  | 'update-inactive-customer-email'
  | 'activate-inactive'
  | 'enquiry'
  // Recipients answering a link: a whole office may answer from one address, so its own larger budget.
  | 'link-response'
  // Only the account pages' server actions send these emails.
  | 'resend-verification'
  | 'email-change'

const LIMITED_POSTS: Record<string, RateLimitedAction> = {
  '/payload-api/customers': 'sign-up',
  '/payload-api/customers/login': 'login',
  '/payload-api/customers/forgot-password': 'forgot-password',
  '/payload-api/customers/reset-password': 'reset-password',
  '/payload-api/customers/check-registration': 'check-registration',
  '/payload-api/customers/create-inactive': 'create-inactive',
  '/payload-api/customers/update-inactive-customer-email': 'update-inactive-customer-email',
  '/payload-api/customers/activate-inactive': 'activate-inactive',
  '/payload-api/enquiries': 'enquiry',
  '/payload-api/staff-members/login': 'login',
  '/payload-api/staff-members/forgot-password': 'forgot-password',
  '/payload-api/staff-members/reset-password': 'reset-password',
}

/** Limited posts whose path carries an id. */
const LIMITED_PATTERNS: [RegExp, RateLimitedAction][] = [
  [/^\/payload-api\/recipient-links\/[^/]+\/respond$/, 'link-response'],
  [/^\/payload-api\/shipments\/delivery-details\/[^/]+$/, 'link-response'],
]

/** Attempts a minute for the budgets that differ from the default (RATE_LIMIT_PER_MINUTE). */
export const RATE_LIMIT_BUDGETS: Partial<Record<RateLimitedAction, { perMinute: number; setting: string }>> = {
  'link-response': { perMinute: 60, setting: 'RECIPIENT_RESPONSES_PER_MINUTE' },
}

/** The same calls as GraphQL mutations draw on the same budgets. */
const LIMITED_MUTATIONS: Record<string, RateLimitedAction> = {
  createCustomer: 'sign-up',
  loginCustomer: 'login',
  forgotPasswordCustomer: 'forgot-password',
  resetPasswordCustomer: 'reset-password',
  createEnquiry: 'enquiry',
  loginStaffMember: 'login',
  forgotPasswordStaffMember: 'forgot-password',
  resetPasswordStaffMember: 'reset-password',
}

const MUTATION_NAMES = new RegExp(`\\b(${Object.keys(LIMITED_MUTATIONS).join('|')})\\b`, 'g')

/** The budget a request draws on, or null when it is not limited. */
export function rateLimitedAction(method: string, pathname: string): RateLimitedAction | null {
  if (method.toUpperCase() !== 'POST') return null
  const path = pathname.replace(/\/+$/, '')
  return LIMITED_POSTS[path] ?? LIMITED_PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? null
}

/**
 * The budgets a GraphQL request draws on: one attempt for every limited mutation it names, so that
 * aliases (`a: loginCustomer(…) b: loginCustomer(…)`) or a batch cannot try many passwords as one
 * request. A name that only appears in a comment or string costs an attempt too, which is harmless.
 */
export function rateLimitedMutations(body: unknown): RateLimitedAction[] {
  const operations = Array.isArray(body) ? body : [body]
  return operations.flatMap((operation) => {
    const query = operation && typeof operation === 'object' ? (operation as { query?: unknown }).query : undefined
    return typeof query === 'string' ? [...query.matchAll(MUTATION_NAMES)].map((match) => LIMITED_MUTATIONS[match[1]!]!) : []
  })
}
