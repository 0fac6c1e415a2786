import type { Metadata, Viewport } from 'next'
import { type ReactNode, Suspense } from 'react'

import { PageViews } from '@/components/analytics/PageViews'
import { UtmCapture } from '@/components/analytics/UtmCapture'
import { EnquiryNotifications } from '@/components/enquiry/EnquiryNotifications'
import { EnquiryProvider } from '@/components/enquiry/EnquiryProvider'
import { LazyEnquiryDrawer } from '@/components/enquiry/LazyEnquiryDrawer'
import { GridOverlay } from '@/components/storefront/GridOverlay'
import { NewVersionPrompt } from '@/components/storefront/NewVersionPrompt'
import { geistSans } from '@/fonts/geist-sans'
import { currentBuildId } from '@/platform/build-id'
import { serverURL } from '@/platform/http/server-url'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import './globals.css'

// No maximumScale or userScalable: zooming stays allowed because people who need it must have it (WCAG 1.4.4).
export const viewport: Viewport = { themeColor: '#000000', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const title = settings.meta?.title || 'Swagly'
  return {
    // Canonical links and Open Graph images are made absolute against the public origin.
    metadataBase: new URL(serverURL()),
    applicationName: title,
    title: { default: title, template: `%s | ${title}` },
    description: settings.meta?.description || undefined,
    twitter: { card: 'summary_large_image' },
    other: { 'msapplication-TileColor': '#000000' },
  }
}

/** The root of every customer-facing page: storefront, enquiry, auth, dashboard and review. */
export default function FrontendRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU" className={geistSans.variable}>
      <body className="page-fade-in min-h-screen font-sans">
        <UtmCapture />
        <EnquiryProvider>
          {children}
          <LazyEnquiryDrawer />
          <EnquiryNotifications />
          {/* Reads the address in the browser, so it never holds up the server-rendered page. */}
          <Suspense fallback={null}>
            <PageViews />
          </Suspense>
        </EnquiryProvider>
        <NewVersionPrompt buildId={currentBuildId()} />
        {process.env.NODE_ENV === 'development' ? <GridOverlay /> : null}
      </body>
    </html>
  )
}
