import { ACTIVE_COMPANY_COOKIE } from '@/domain/cookie-header'
import { cookieSettings, readCookie } from './cookies'

const ONE_YEAR_SECONDS = 365 * 24 * 3600

/**
 * The company a member last chose to act in, as the browser names it. Unsigned on purpose: it only
 * picks among the companies the signed-in customer already belongs to, and is ignored otherwise.
 */
export const chosenCompanyFrom = (headers: Headers | undefined): number | null => {
  const value = headers ? readCookie(headers, ACTIVE_COMPANY_COOKIE) : null
  const id = value === null ? NaN : Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The cookie's attributes, in the shape next/headers' cookies().set takes. */
export const activeCompanyCookie = (companyId: number) => ({
  name: ACTIVE_COMPANY_COOKIE,
  value: String(companyId),
  ...cookieSettings({ maxAgeSeconds: ONE_YEAR_SECONDS }),
})
