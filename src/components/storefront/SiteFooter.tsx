import Link from 'next/link'

import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { Logo } from './Logo'

export async function SiteFooter() {
  const settings = await getSiteSettings()
  const supplier = settings.supplier
  return (
    <footer className="mt-24 border-t border-line bg-sand/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm text-muted">{settings.meta?.description}</p>
        </div>
        <div className="text-sm">
          <h2 className="font-semibold">Shop</h2>
          <ul className="mt-3 space-y-2 text-muted">
            <li>
              <Link href="/products" className="hover:text-ink">
                All products
              </Link>
            </li>
            <li>
              <Link href="/categories" className="hover:text-ink">
                Categories
              </Link>
            </li>
            {settings.hasCollections ? (
              <li>
                <Link href="/collections" className="hover:text-ink">
                  Collections
                </Link>
              </li>
            ) : null}
            <li>
              <Link href="/start" className="hover:text-ink">
                Start a project
              </Link>
            </li>
          </ul>
        </div>
        <div className="text-sm">
          <h2 className="font-semibold">Contact</h2>
          <address className="mt-3 space-y-1 text-muted not-italic">
            {supplier?.email ? (
              <p>
                <a href={`mailto:${supplier.email}`} className="hover:text-ink">
                  {supplier.email}
                </a>
              </p>
            ) : null}
            {supplier?.phone ? <p>{supplier.phone}</p> : null}
            {supplier?.address ? <p className="whitespace-pre-line">{supplier.address}</p> : null}
          </address>
        </div>
      </div>
      <div className="border-t border-line py-5 text-center text-xs text-muted">
        © {new Date().getFullYear()} {supplier?.legalName || supplier?.name || 'Swagly'}
        {supplier?.abn ? ` · ABN ${supplier.abn}` : ''}
      </div>
    </footer>
  )
}
