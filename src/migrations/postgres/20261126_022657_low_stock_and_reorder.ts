import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" ADD COLUMN "reorder_of_id" integer;
  ALTER TABLE "inventory_items" ADD COLUMN "low_stock_threshold" numeric;
  ALTER TABLE "inventory_items" ADD COLUMN "low_stock_alerted_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_reorder_of_id_orders_id_fk" FOREIGN KEY ("reorder_of_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "projects_reorder_of_idx" ON "projects" USING btree ("reorder_of_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" DROP CONSTRAINT "projects_reorder_of_id_orders_id_fk";
  
  DROP INDEX "projects_reorder_of_idx";
  ALTER TABLE "projects" DROP COLUMN "reorder_of_id";
  ALTER TABLE "inventory_items" DROP COLUMN "low_stock_threshold";
  ALTER TABLE "inventory_items" DROP COLUMN "low_stock_alerted_at";`)
}
