import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payment_events_outcome" ADD VALUE 'refunded';
  DROP INDEX "orders_project_idx";
  CREATE UNIQUE INDEX "orders_project_idx" ON "orders" USING btree ("project_id");`)
  // Invariants the database holds even if application code has a bug: stock never below zero,
  // one restock per cancelled shipment line, one completing payment per project.
  await db.execute(sql`
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_stock_never_negative" CHECK ("quantity_available" >= 0);
  CREATE UNIQUE INDEX "inventory_adjustments_one_restock_per_line" ON "inventory_adjustments" ("shipment_id", "inventory_item_id") WHERE "reason" = 'shipment_cancelled';
  CREATE UNIQUE INDEX "payment_events_one_completion_per_project" ON "payment_events" ("project_id") WHERE "outcome" = 'completed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_stock_never_negative";
  DROP INDEX "inventory_adjustments_one_restock_per_line";
  DROP INDEX "payment_events_one_completion_per_project";
   ALTER TABLE "payment_events" ALTER COLUMN "outcome" SET DATA TYPE text;
  DROP TYPE "public"."enum_payment_events_outcome";
  CREATE TYPE "public"."enum_payment_events_outcome" AS ENUM('completed', 'already_paid');
  ALTER TABLE "payment_events" ALTER COLUMN "outcome" SET DATA TYPE "public"."enum_payment_events_outcome" USING "outcome"::"public"."enum_payment_events_outcome";
  DROP INDEX "orders_project_idx";
  CREATE INDEX "orders_project_idx" ON "orders" USING btree ("project_id");`)
}
