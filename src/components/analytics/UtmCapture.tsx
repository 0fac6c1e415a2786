'use client'

import { useEffect } from 'react'

import { UTM_COOKIE, UTM_COOKIE_MAX_AGE_SECONDS, utmCookieValue, utmFromSearchParams } from '@/domain/utm'

/** Remembers the campaign a visitor landed from, so their enquiry can say where it came from. */
export function UtmCapture() {
  useEffect(() => {
    const tags = utmFromSearchParams(new URLSearchParams(window.location.search))
    if (!tags) return
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${UTM_COOKIE}=${utmCookieValue(tags)}; Path=/; Max-Age=${UTM_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
  }, [])
  return null
}
