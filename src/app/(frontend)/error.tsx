'use client'

import { ErrorScreen } from '@/components/storefront/ErrorScreen'

/** Any error below the root layout: the full-screen error page in place of the page and its chrome. */
export default ErrorScreen
