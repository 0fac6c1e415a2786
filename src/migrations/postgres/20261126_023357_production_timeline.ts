import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_timeline_stages_stage" AS ENUM('production', 'quality_check', 'received', 'ready_to_ship');
  CREATE TABLE "orders_timeline_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stage" "enum_orders_timeline_stages_stage",
  	"planned_date" timestamp(3) with time zone,
  	"actual_date" timestamp(3) with time zone
  );
  
  ALTER TABLE "products" ADD COLUMN "lead_time_days" numeric DEFAULT 10;
  ALTER TABLE "_products_v" ADD COLUMN "version_lead_time_days" numeric DEFAULT 10;
  ALTER TABLE "projects" ADD COLUMN "purchase_order_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "timeline_approved_on" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "timeline_in_hands_date" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "timeline_meets_in_hands_date" boolean;
  ALTER TABLE "orders" ADD COLUMN "timeline_state" varchar;
  ALTER TABLE "orders" ADD COLUMN "timeline_lead_time_days" numeric;
  ALTER TABLE "orders" ADD COLUMN "timeline_next_stage" varchar;
  ALTER TABLE "orders" ADD COLUMN "timeline_next_due" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "timeline_overdue_alerted" varchar;
  ALTER TABLE "orders_timeline_stages" ADD CONSTRAINT "orders_timeline_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_timeline_stages_order_idx" ON "orders_timeline_stages" USING btree ("_order");
  CREATE INDEX "orders_timeline_stages_parent_id_idx" ON "orders_timeline_stages" USING btree ("_parent_id");
  CREATE INDEX "projects_purchase_order_number_idx" ON "projects" USING btree ("purchase_order_number");
  CREATE INDEX "orders_timeline_timeline_next_due_idx" ON "orders" USING btree ("timeline_next_due");`)
  // Written by hand: an order has each stage of its timeline once, however its writes interleave.
  await db.execute(sql`CREATE UNIQUE INDEX "orders_timeline_stages_one_per_order" ON "orders_timeline_stages" ("_parent_id", "stage");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_timeline_stages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_timeline_stages" CASCADE;
  DROP INDEX "projects_purchase_order_number_idx";
  DROP INDEX "orders_timeline_timeline_next_due_idx";
  ALTER TABLE "products" DROP COLUMN "lead_time_days";
  ALTER TABLE "_products_v" DROP COLUMN "version_lead_time_days";
  ALTER TABLE "projects" DROP COLUMN "purchase_order_number";
  ALTER TABLE "orders" DROP COLUMN "timeline_approved_on";
  ALTER TABLE "orders" DROP COLUMN "timeline_in_hands_date";
  ALTER TABLE "orders" DROP COLUMN "timeline_meets_in_hands_date";
  ALTER TABLE "orders" DROP COLUMN "timeline_state";
  ALTER TABLE "orders" DROP COLUMN "timeline_lead_time_days";
  ALTER TABLE "orders" DROP COLUMN "timeline_next_stage";
  ALTER TABLE "orders" DROP COLUMN "timeline_next_due";
  ALTER TABLE "orders" DROP COLUMN "timeline_overdue_alerted";
  DROP TYPE "public"."enum_orders_timeline_stages_stage";`)
}
