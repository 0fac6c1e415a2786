/** The public origin of the app, used for links in emails, CSRF and cookie security. */
export const serverURL = (): string => (process.env.SERVER_URL || 'http://localhost:3000').replace(/\/+$/, '')

export const servedOverHttps = (): boolean => serverURL().startsWith('https://')

/** The origins allowed to send the auth cookie and to write: ours and CSRF_ORIGINS (comma-separated). */
export const trustedOrigins = (): string[] => [
  serverURL(),
  ...(process.env.CSRF_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean) ?? []),
]
