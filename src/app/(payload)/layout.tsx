import config from '@payload-config'
import '@payloadcms/next/css'
import { RootLayout } from '@payloadcms/next/layouts'
import type { ReactNode } from 'react'

import { serverFunction } from '@/features/admin/server-function'
import { importMap } from './admin/importMap.js'
import './custom.scss'

/** The admin's own root layout, separate from the storefront's. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
