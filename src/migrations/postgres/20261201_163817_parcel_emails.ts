import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "companies" ADD COLUMN "parcel_emails_to_recipient_shipped" boolean DEFAULT false;
  ALTER TABLE "companies" ADD COLUMN "parcel_emails_to_recipient_out_for_delivery" boolean DEFAULT true;
  ALTER TABLE "companies" ADD COLUMN "parcel_emails_to_recipient_delivered" boolean DEFAULT true;
  ALTER TABLE "companies" ADD COLUMN "parcel_emails_to_recipient_exception" boolean DEFAULT true;
  ALTER TABLE "companies" ADD COLUMN "parcel_emails_to_customer_shipped" boolean DEFAULT true;
  ALTER TABLE "companies" ADD COLUMN "parcel_emails_to_customer_out_for_delivery" boolean DEFAULT false;
  ALTER TABLE "companies" ADD COLUMN "parcel_emails_to_customer_delivered" boolean DEFAULT false;
  ALTER TABLE "companies" ADD COLUMN "parcel_emails_to_customer_exception" boolean DEFAULT true;
  ALTER TABLE "companies" ADD COLUMN "parcel_emails_to_customer_returned" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "companies" DROP COLUMN "parcel_emails_to_recipient_shipped";
  ALTER TABLE "companies" DROP COLUMN "parcel_emails_to_recipient_out_for_delivery";
  ALTER TABLE "companies" DROP COLUMN "parcel_emails_to_recipient_delivered";
  ALTER TABLE "companies" DROP COLUMN "parcel_emails_to_recipient_exception";
  ALTER TABLE "companies" DROP COLUMN "parcel_emails_to_customer_shipped";
  ALTER TABLE "companies" DROP COLUMN "parcel_emails_to_customer_out_for_delivery";
  ALTER TABLE "companies" DROP COLUMN "parcel_emails_to_customer_delivered";
  ALTER TABLE "companies" DROP COLUMN "parcel_emails_to_customer_exception";
  ALTER TABLE "companies" DROP COLUMN "parcel_emails_to_customer_returned";`)
}
