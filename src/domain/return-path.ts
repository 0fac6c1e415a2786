/**
 * Where to go after login: only a same-site path inside the dashboard, a review link (artwork
 * approval asks reviewers to log in) or an invitation to join a company, never another origin
 * (`//evil.example`, `/\evil.example`) or a scheme, so `?next=` cannot become an open redirect.
 */
export const DEFAULT_AFTER_LOGIN = '/dashboard/projects'

export function safeReturnPath(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000) return DEFAULT_AFTER_LOGIN
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_AFTER_LOGIN
  if (/[\u0000-\u001f]/.test(next)) return DEFAULT_AFTER_LOGIN
  const path = next.split(/[?#]/)[0]
  if (path !== '/dashboard' && !path.startsWith('/dashboard/') && !path.startsWith('/review/') && !path.startsWith('/join/'))
    return DEFAULT_AFTER_LOGIN
  return next
}
