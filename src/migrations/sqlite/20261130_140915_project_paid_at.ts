import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`projects\` ADD \`paid_at\` text;`)
  await db.run(sql`CREATE INDEX \`projects_paid_at_idx\` ON \`projects\` (\`paid_at\`);`)
  // Projects paid before the moment was kept: their last change is the best record of it.
  await db.run(sql`UPDATE \`projects\` SET \`paid_at\` = \`updated_at\` WHERE \`payment_status\` = 'paid';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`projects_paid_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`paid_at\`;`)
}
