/** Campaign tags from landing URLs, kept 60 days in a cookie and stored on enquiries. */
export const UTM_COOKIE = 'utm'
export const UTM_COOKIE_MAX_AGE_SECONDS = 5_184_000

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
const MAX_VALUE_LENGTH = 200

export type UtmTags = Partial<Record<(typeof UTM_KEYS)[number], string>>

/** The `utm_` parameters of a URL with the prefix removed; null when there are none. */
export const utmFromSearchParams = (params: URLSearchParams): UtmTags | null => {
  const tags: UtmTags = {}
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim()
    if (value) tags[key] = value.slice(0, MAX_VALUE_LENGTH)
  }
  return Object.keys(tags).length > 0 ? tags : null
}

export const utmCookieValue = (tags: UtmTags): string => encodeURIComponent(JSON.stringify(tags))

/** The cookie as set by the server (Set-Cookie) or the browser (document.cookie), with the same attributes. */
export const utmCookie = (tags: UtmTags, secure: boolean): string =>
  `${UTM_COOKIE}=${utmCookieValue(tags)}; Path=/; Max-Age=${UTM_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`

/** Reads the tags back from a `document.cookie` string; anything malformed reads as no tags. */
export const readUtmCookie = (cookieHeader: string): UtmTags | null => {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${UTM_COOKIE}=`))
    ?.slice(UTM_COOKIE.length + 1)
  if (!raw) return null
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>
    const tags: UtmTags = {}
    for (const key of UTM_KEYS) {
      if (typeof parsed[key] === 'string' && parsed[key]) tags[key] = (parsed[key] as string).slice(0, MAX_VALUE_LENGTH)
    }
    return Object.keys(tags).length > 0 ? tags : null
  } catch {
    return null
  }
}

/** The enquiry's `utm` group. */
export const enquiryUtm = (tags: UtmTags | null) =>
  tags ? { utmSource: tags.source, utmMedium: tags.medium, utmCampaign: tags.campaign } : undefined
