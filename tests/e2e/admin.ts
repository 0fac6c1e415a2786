import { type Page } from '@playwright/test'

import { expect } from './journey'
import { STAFF } from './review-orders'

/** Signs staff in through the admin's own login form and waits for the dashboard. */
export const logInToAdmin = async (page: Page) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(STAFF.email)
  await page.getByLabel('Password').fill(STAFF.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Waiting on you' })).toBeVisible()
}
