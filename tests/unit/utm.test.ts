import { describe, expect, it } from 'vitest'

import { enquiryUtm, readUtmCookie, utmCookie, utmCookieValue, utmFromSearchParams } from '@/domain/utm'

describe('UTM tags', () => {
  it('takes the utm_ parameters without their prefix', () => {
    const tags = utmFromSearchParams(new URLSearchParams('utm_source=google&utm_medium=cpc&utm_campaign=spring&x=1'))
    expect(tags).toEqual({ source: 'google', medium: 'cpc', campaign: 'spring' })
  })

  it('is null when a URL has no campaign tags or only empty ones', () => {
    expect(utmFromSearchParams(new URLSearchParams('page=2'))).toBeNull()
    expect(utmFromSearchParams(new URLSearchParams('utm_source=%20'))).toBeNull()
  })

  it('caps very long values', () => {
    const tags = utmFromSearchParams(new URLSearchParams(`utm_source=${'a'.repeat(500)}`))
    expect(tags?.source).toHaveLength(200)
  })

  it('round-trips through the cookie and maps to the enquiry fields', () => {
    const cookie = `other=1; utm=${utmCookieValue({ source: 'newsletter', medium: 'email', campaign: 'q3 launch' })}; z=2`
    const tags = readUtmCookie(cookie)
    expect(tags).toEqual({ source: 'newsletter', medium: 'email', campaign: 'q3 launch' })
    expect(enquiryUtm(tags)).toEqual({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'q3 launch' })
  })

  it('reads a malformed or missing cookie as no tags', () => {
    expect(readUtmCookie('utm=%7Bnot-json')).toBeNull()
    expect(readUtmCookie('utm=%5B1%2C2%5D')).toBeNull()
    expect(readUtmCookie('')).toBeNull()
    expect(enquiryUtm(null)).toBeUndefined()
  })

  it('sets the cookie for 60 days, SameSite Lax, Secure only over https', () => {
    const tags = { source: 'newsletter', campaign: 'q3 launch' }
    expect(utmCookie(tags, false)).toBe(`utm=${utmCookieValue(tags)}; Path=/; Max-Age=5184000; SameSite=Lax`)
    expect(utmCookie(tags, true)).toMatch(/; SameSite=Lax; Secure$/)
    expect(readUtmCookie(utmCookie(tags, true).split(';')[0]!)).toEqual(tags)
  })
})
