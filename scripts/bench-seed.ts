/**
 * Fills a scratch database with a large synthetic catalogue for `npm run bench`: products go
 * straight to the database's tables, 500 to a statement (no hooks), which is what makes 50,000
 * products take seconds rather than an hour. Usage: npm run bench (which calls this) <productCount>
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

const categories: { id: number }[] = []
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

type Table = Record<string, unknown>
type BulkDb = {
  drizzle: {
    insert: (table: Table) => {
      values: (rows: object[]) => { returning: (columns: object) => Promise<{ id: number; slug: string }[]> } & Promise<unknown>
    }
  }
  tables: Record<string, Table>
}
// Straight to the adapter's Drizzle tables, a batch of products and their array rows per statement:
// the adapter's own create writes one row at a time, which made 50,000 products take ten minutes.
const { drizzle, tables } = payload.db as unknown as BulkDb
const BATCH = 500
const started = Date.now()
for (let start = 0; start < count; start += BATCH) {
  const indexes = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => start + offset)
  const price = (index: number) => 500 + ((index * 7919) % 9000)
  const created = await drizzle
    .insert(tables.products!)
    .values(
      indexes.map((index) => ({
        title: benchTitle(index),
        slug: `bench-product-${index + 1}`,
        category: categories[index % categories.length]!.id,
        status: index % 50 === 0 ? 'archived' : 'active',
        _status: 'published',
        showOnProductCategory: true,
        featured: index % 40 === 0,
        price: price(index),
        minimumQuantity: 25,
        hasSizing: false,
      })),
    )
    .returning({ id: (tables.products as { id: object }).id, slug: (tables.products as { slug: object }).slug })
  const idOf = new Map(created.map(({ id, slug }) => [slug, id]))
  const parent = (index: number) => idOf.get(`bench-product-${index + 1}`)!
  await drizzle.insert(tables.products_price_breaks!).values(
    indexes.flatMap((index) => [
      { _order: 1, _parentID: parent(index), id: randomUUID(), minQuantity: 25, pricePerUnit: price(index) + 400 },
      { _order: 2, _parentID: parent(index), id: randomUUID(), minQuantity: 100, pricePerUnit: price(index) },
    ]),
  )
  await drizzle
    .insert(tables.products_key_features!)
    .values(indexes.map((index) => ({ _order: 1, _parentID: parent(index), id: randomUUID(), heading: 'Durable', body: 'Made to last.' })))
}
payload.logger.info(`Bench catalogue: products written in ${((Date.now() - started) / 1000).toFixed(1)} s`)
await analyzeDatabase(payload)
payload.logger.info(`Bench catalogue: ${count} products in ${categories.length} categories`)
await payload.destroy()
process.exit(0)
