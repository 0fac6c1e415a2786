import { GeistSans } from 'geist/font/sans'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { UtmCapture } from '@/components/analytics/UtmCapture'
import { EnquiryDrawer } from '@/components/enquiry/EnquiryDrawer'
import { EnquiryNotifications } from '@/components/enquiry/EnquiryNotifications'
import { EnquiryProvider } from '@/components/enquiry/EnquiryProvider'
import { getSiteSettings } from '@/lib/storefront-data'
import './globals.css'

export const viewport: Viewport = { themeColor: '#000000', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const title = settings.meta?.title || 'Swagly'
  return {
    title: { default: title, template: `%s | ${title}` },
    description: settings.meta?.description || undefined,
    twitter: { card: 'summary_large_image' },
  }
}

/** The root of every customer-facing page: storefront, enquiry, auth, dashboard and review. */
export default function FrontendRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU" className={GeistSans.variable}>
      <body className="min-h-screen font-sans">
        <UtmCapture />
        <EnquiryProvider>
          {children}
          <EnquiryDrawer />
          <EnquiryNotifications />
        </EnquiryProvider>
      </body>
    </html>
  )
}
