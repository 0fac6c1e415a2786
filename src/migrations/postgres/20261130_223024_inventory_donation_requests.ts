import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_inventory_adjustments_reason" ADD VALUE 'donated';
  ALTER TABLE "inventory_items" ADD COLUMN "donation_requested_at" timestamp(3) with time zone;
  ALTER TABLE "inventory_items" ADD COLUMN "donation_requested_by_id" integer;
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_donation_requested_by_id_customers_id_fk" FOREIGN KEY ("donation_requested_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inventory_items_donation_requested_by_idx" ON "inventory_items" USING btree ("donation_requested_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_donation_requested_by_id_customers_id_fk";
  
  ALTER TABLE "inventory_adjustments" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_inventory_adjustments_reason";
  CREATE TYPE "public"."enum_inventory_adjustments_reason" AS ENUM('received', 'shipment', 'shipment_cancelled', 'correction');
  ALTER TABLE "inventory_adjustments" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_inventory_adjustments_reason" USING "reason"::"public"."enum_inventory_adjustments_reason";
  DROP INDEX "inventory_items_donation_requested_by_idx";
  ALTER TABLE "inventory_items" DROP COLUMN "donation_requested_at";
  ALTER TABLE "inventory_items" DROP COLUMN "donation_requested_by_id";`)
}
