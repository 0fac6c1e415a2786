export type AuthView = 'login' | 'signup' | 'forgot'

/** The /auth URL of a view, keeping where to return to after login. */
export function authHref(view: AuthView, next?: string): string {
  const params = new URLSearchParams()
  if (view !== 'login') params.set('view', view)
  if (next) params.set('next', next)
  const query = params.toString()
  return query ? `/auth?${query}` : '/auth'
}
