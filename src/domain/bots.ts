/**
 * Crawlers and other automated clients: they get no error page, the error is only logged.
 * Matches the words such clients put in their user agents. An absent user agent is not taken for
 * a bot: cached renders see none, and they must show visitors the real page.
 */
const BOT_USER_AGENT =
  /bot\b|crawl|spider|slurp|archiver|facebookexternalhit|embedly|bingpreview|curl\/|wget\/|python-requests|go-http-client|okhttp|java\//i

export const isBotUserAgent = (userAgent: string | null | undefined): boolean => Boolean(userAgent && BOT_USER_AGENT.test(userAgent))
