/** The public origin of the app, used for links in emails, CSRF and cookie security. */
export const serverURL = (): string => (process.env.SERVER_URL || 'http://localhost:3000').replace(/\/+$/, '')

export const servedOverHttps = (): boolean => serverURL().startsWith('https://')
