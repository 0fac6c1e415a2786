import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`customer_visibility_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`company_visibility_createdAt_idx\` ON \`projects\` (\`company_id\`,\`visibility\`,\`created_at\`);`)
  await db.run(sql`DROP INDEX \`customer_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`company_createdAt_idx\` ON \`orders\` (\`company_id\`,\`created_at\`);`)
  await db.run(sql`DROP INDEX \`customer_status_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`company_status_createdAt_idx\` ON \`inventory_items\` (\`company_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`DROP INDEX \`customer_status_createdAt_1_idx\`;`)
  await db.run(sql`CREATE INDEX \`company_status_createdAt_1_idx\` ON \`shipments\` (\`company_id\`,\`status\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`company_visibility_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`customer_visibility_createdAt_idx\` ON \`projects\` (\`customer_id\`,\`visibility\`,\`created_at\`);`)
  await db.run(sql`DROP INDEX \`company_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`customer_createdAt_idx\` ON \`orders\` (\`customer_id\`,\`created_at\`);`)
  await db.run(sql`DROP INDEX \`company_status_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`customer_status_createdAt_idx\` ON \`inventory_items\` (\`customer_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`DROP INDEX \`company_status_createdAt_1_idx\`;`)
  await db.run(sql`CREATE INDEX \`customer_status_createdAt_1_idx\` ON \`shipments\` (\`customer_id\`,\`status\`,\`created_at\`);`)
}
