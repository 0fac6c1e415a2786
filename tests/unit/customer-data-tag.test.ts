import { describe, expect, it } from 'vitest'

import { COMPANY_DIRECTORY_TAG, companyDataTag, customerDataTag, isDashboardDataTag } from '@/platform/next-cache/customer-data-tag.mjs'

/** Which expiries leave the stored storefront pages alone: only what a dashboard alone shows. */
describe('a dashboard data tag', () => {
  it('is a customer’s, a company’s, the directory of companies or a dashboard page’s', () => {
    for (const tag of [customerDataTag(3), companyDataTag(8), COMPANY_DIRECTORY_TAG, '_N_T_/dashboard', '_N_T_/dashboard/projects/layout']) {
      expect(isDashboardDataTag(tag), tag).toBe(true)
    }
  })

  it('is never the catalogue’s, the content’s, the settings’ or a storefront page’s', () => {
    for (const tag of ['catalogue', 'content', 'site-settings', '_N_T_/products', '_N_T_/dashboards', '_N_T_/']) {
      expect(isDashboardDataTag(tag), tag).toBe(false)
    }
  })
})
