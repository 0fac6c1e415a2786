/**
 * Fills a scratch database with a large synthetic catalogue for `npm run bench`: writes go straight
 * to the database adapter in batched transactions (no hooks), which is what makes 50,000 products
 * take a minute rather than an hour. Usage: npm run bench (which calls this) <productCount>
 */
import { randomUUID } from 'node:crypto'

import { getPayload } from 'payload'

import config from '../src/payload.config'
import { usingPostgres } from '../src/platform/database/location'
import { analyzeDatabase } from '../src/platform/database/query-planner-statistics'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'

const count = Number(process.argv[2] || 5000)
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: (usingPostgres() ? postgresMigrations : sqliteMigrations) as never })

const categories = []
for (let index = 0; index < 8; index += 1) {
  categories.push(await payload.create({ collection: 'product-categories', data: { title: `Category ${index + 1}`, slug: `category-${index + 1}` } }))
}

// Varied titles, so a search bench matches a realistic share of the catalogue rather than all of it.
const ADJECTIVES = ['Classic', 'Premium', 'Eco', 'Sport', 'Travel', 'Compact', 'Deluxe', 'Heritage', 'Urban', 'Coastal']
const MATERIALS = ['cotton', 'bamboo', 'steel', 'ceramic', 'recycled', 'canvas', 'fleece', 'cork', 'glass', 'linen', 'leather', 'wool']
const NOUNS = [
  'tee',
  'hoodie',
  'mug',
  'tumbler',
  'bottle',
  'tote',
  'backpack',
  'cap',
  'beanie',
  'notebook',
  'pen',
  'lanyard',
  'umbrella',
  'towel',
  'speaker',
  'charger',
  'socks',
  'polo',
  'jacket',
  'cooler',
]
const benchTitle = (index: number) =>
  `${ADJECTIVES[index % ADJECTIVES.length]} ${MATERIALS[(index * 7) % MATERIALS.length]} ${NOUNS[(index * 13) % NOUNS.length]} ${index + 1}`

const BATCH = 500
for (let start = 0; start < count; start += BATCH) {
  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID } as never
  for (let index = start; index < Math.min(start + BATCH, count); index += 1) {
    const price = 500 + ((index * 7919) % 9000)
    await payload.db.create({
      collection: 'products',
      req,
      data: {
        title: benchTitle(index),
        slug: `bench-product-${index + 1}`,
        category: categories[index % categories.length]!.id,
        status: index % 50 === 0 ? 'archived' : 'active',
        _status: 'published',
        showOnProductCategory: true,
        featured: index % 40 === 0,
        price,
        minimumQuantity: 25,
        hasSizing: false,
        // Array rows need ids here: the adapter is called directly, without Payload's field hooks.
        priceBreaks: [
          { id: randomUUID(), minQuantity: 25, pricePerUnit: price + 400 },
          { id: randomUUID(), minQuantity: 100, pricePerUnit: price },
        ],
        keyFeatures: [{ id: randomUUID(), heading: 'Durable', body: 'Made to last.' }],
      },
    })
  }
  if (transactionID) await payload.db.commitTransaction(transactionID)
}
await analyzeDatabase(payload)
payload.logger.info(`Bench catalogue: ${count} products in ${categories.length} categories`)
await payload.destroy()
process.exit(0)
