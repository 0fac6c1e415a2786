'use client'

import { useEffect } from 'react'

import { utmCookie, utmFromSearchParams } from '@/domain/utm'

/**
 * Remembers the campaign a visitor landed from, so their enquiry can say where it came from.
 * Storefront pages set the cookie already on the server (proxy.ts); this covers the other pages.
 */
export function UtmCapture() {
  useEffect(() => {
    const tags = utmFromSearchParams(new URLSearchParams(window.location.search))
    if (!tags) return
    document.cookie = utmCookie(tags, window.location.protocol === 'https:')
  }, [])
  return null
}
