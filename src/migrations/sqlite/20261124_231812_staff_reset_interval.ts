import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Staff password resets are limited per address, not per account, so Payload keeps no request time.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`staff_members\` DROP COLUMN \`reset_password_requested_at\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`staff_members\` ADD \`reset_password_requested_at\` text;`)
}
