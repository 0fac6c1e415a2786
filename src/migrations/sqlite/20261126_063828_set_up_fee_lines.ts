import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`line_items\` ADD \`is_set_up_fee\` integer DEFAULT false;`)
  // Set-up lines made from enquiries before the flag existed: no product, and the title they were given.
  await db.run(sql`UPDATE \`line_items\` SET \`is_set_up_fee\` = true WHERE \`product_id\` IS NULL AND \`title\` LIKE 'Set-up: %';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`line_items\` DROP COLUMN \`is_set_up_fee\`;`)
}
