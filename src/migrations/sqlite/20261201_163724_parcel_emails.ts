import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`companies\` ADD \`parcel_emails_to_recipient_shipped\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`parcel_emails_to_recipient_out_for_delivery\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`parcel_emails_to_recipient_delivered\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`parcel_emails_to_recipient_exception\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`parcel_emails_to_customer_shipped\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`parcel_emails_to_customer_out_for_delivery\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`parcel_emails_to_customer_delivered\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`parcel_emails_to_customer_exception\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`parcel_emails_to_customer_returned\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`parcel_emails_to_recipient_shipped\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`parcel_emails_to_recipient_out_for_delivery\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`parcel_emails_to_recipient_delivered\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`parcel_emails_to_recipient_exception\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`parcel_emails_to_customer_shipped\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`parcel_emails_to_customer_out_for_delivery\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`parcel_emails_to_customer_delivered\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`parcel_emails_to_customer_exception\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`parcel_emails_to_customer_returned\`;`)
}
