import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`category_showOnProductCategory__status_status_price_idx\` ON \`products\` (\`category_id\`,\`show_on_product_category\`,\`_status\`,\`status\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`_status_status_createdAt_idx\` ON \`products\` (\`_status\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`_products_v\` (\`version_category_id\`,\`version_show_on_product_category\`,\`version__status\`,\`version_status\`,\`version_price\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_status_version_createdAt_idx\` ON \`_products_v\` (\`version__status\`,\`version_status\`,\`version_created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`category_showOnProductCategory__status_status_price_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_status_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_status_version_createdAt_idx\`;`)
}
