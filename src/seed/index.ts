import { rm } from 'node:fs/promises'

import type { Payload } from 'payload'

import { outboxDir } from '@/email/outbox-adapter'
import { SEND_EMAIL_TASK } from '@/email/queue'
import { removeAllUploadedFiles } from '@/platform/storage/uploaded-files'
import { seedCatalogue } from './catalogue-seed'
import { seedColleagues } from './colleagues'
import { seedContent } from './content'
import { seedEnquiries } from './enquiries'
import { seedPeople } from './people'
import { seedSales } from './sales'
import type { SeedProgress } from './seed-progress'

/** Empties the database (re-running every migration) and the uploaded files. */
export const resetDatabase = async (payload: Payload) => {
  await payload.db.migrateFresh({ forceAcceptWarning: true })
  await removeAllUploadedFiles()
  await rm(outboxDir(), { recursive: true, force: true })
}

/** The whole demo business: catalogue, content, people and their projects, orders and stock, a company at work. */
export const seedDemoBusiness = async (payload: Payload, progress: SeedProgress) => {
  const started = Date.now()
  const catalogue = await seedCatalogue(payload, progress)
  payload.logger.info(`Seeded the catalogue (${catalogue.products.size} products)`)
  await seedContent(payload, catalogue)
  const { staff, demoCustomer, secondCustomer } = await seedPeople(payload, progress)
  await seedEnquiries(payload, catalogue, demoCustomer)
  await seedSales(payload, catalogue, { demo: demoCustomer, second: secondCustomer }, progress)
  await seedColleagues(payload, staff, demoCustomer)
  // The demo history is made up: none of the emails its enquiries and status changes queued go out.
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: SEND_EMAIL_TASK } } })
  payload.logger.info(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
