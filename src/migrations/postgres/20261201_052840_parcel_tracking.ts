import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shipments_carrier" AS ENUM('auspost', 'shippit');
  CREATE TYPE "public"."enum_shipments_tracking_state" AS ENUM('label_created', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned_to_sender');
  CREATE TYPE "public"."enum_parcel_events_carrier" AS ENUM('auspost', 'shippit');
  CREATE TYPE "public"."enum_parcel_events_state" AS ENUM('label_created', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned_to_sender');
  ALTER TYPE "public"."enum_inventory_adjustments_reason" ADD VALUE 'shipment_returned' BEFORE 'correction';
  ALTER TYPE "public"."enum_shipments_status" ADD VALUE 'returned' BEFORE 'cancelled';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'trackParcels';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'trackParcels';
  CREATE TABLE "parcel_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_key" varchar NOT NULL,
  	"carrier" "enum_parcel_events_carrier" NOT NULL,
  	"tracking_number" varchar NOT NULL,
  	"shipment_id" integer,
  	"state" "enum_parcel_events_state" NOT NULL,
  	"carrier_status" varchar NOT NULL,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "shipments" ADD COLUMN "carrier" "enum_shipments_carrier";
  ALTER TABLE "shipments" ADD COLUMN "tracking_number" varchar;
  ALTER TABLE "shipments" ADD COLUMN "tracking_state" "enum_shipments_tracking_state";
  ALTER TABLE "shipments" ADD COLUMN "tracking_at" timestamp(3) with time zone;
  ALTER TABLE "shipments" ADD COLUMN "tracking_note" varchar;
  ALTER TABLE "shipments" ADD COLUMN "estimated_delivery" timestamp(3) with time zone;
  ALTER TABLE "shipments" ADD COLUMN "tracking_checked_at" timestamp(3) with time zone;
  ALTER TABLE "shipments" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "parcel_events_id" integer;
  ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "parcel_events_event_key_idx" ON "parcel_events" USING btree ("event_key");
  CREATE INDEX "parcel_events_tracking_number_idx" ON "parcel_events" USING btree ("tracking_number");
  CREATE INDEX "parcel_events_shipment_idx" ON "parcel_events" USING btree ("shipment_id");
  CREATE INDEX "parcel_events_updated_at_idx" ON "parcel_events" USING btree ("updated_at");
  CREATE INDEX "parcel_events_created_at_idx" ON "parcel_events" USING btree ("created_at");
  CREATE INDEX "shipment_occurredAt_idx" ON "parcel_events" USING btree ("shipment_id","occurred_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parcel_events_fk" FOREIGN KEY ("parcel_events_id") REFERENCES "public"."parcel_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "shipments_tracking_key_idx" ON "shipments" USING btree ("tracking_key");
  CREATE UNIQUE INDEX "carrier_trackingNumber_idx" ON "shipments" USING btree ("carrier","tracking_number");
  CREATE INDEX "payload_locked_documents_rels_parcel_events_id_idx" ON "payload_locked_documents_rels" USING btree ("parcel_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "parcel_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "parcel_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_parcel_events_fk";
  
  ALTER TABLE "inventory_adjustments" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_inventory_adjustments_reason";
  CREATE TYPE "public"."enum_inventory_adjustments_reason" AS ENUM('received', 'shipment', 'shipment_cancelled', 'correction', 'donated');
  ALTER TABLE "inventory_adjustments" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_inventory_adjustments_reason" USING "reason"::"public"."enum_inventory_adjustments_reason";
  ALTER TABLE "shipments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "shipments" ALTER COLUMN "status" SET DEFAULT 'requested'::text;
  DROP TYPE "public"."enum_shipments_status";
  CREATE TYPE "public"."enum_shipments_status" AS ENUM('pending', 'held', 'requested', 'processing', 'shipped', 'delivered', 'cancelled');
  ALTER TABLE "shipments" ALTER COLUMN "status" SET DEFAULT 'requested'::"public"."enum_shipments_status";
  ALTER TABLE "shipments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_shipments_status" USING "status"::"public"."enum_shipments_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue', 'recipientReminders', 'deliverWebhook', 'syncAccounting');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue', 'recipientReminders', 'deliverWebhook', 'syncAccounting');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "shipments_tracking_key_idx";
  DROP INDEX "carrier_trackingNumber_idx";
  DROP INDEX "payload_locked_documents_rels_parcel_events_id_idx";
  ALTER TABLE "shipments" DROP COLUMN "carrier";
  ALTER TABLE "shipments" DROP COLUMN "tracking_number";
  ALTER TABLE "shipments" DROP COLUMN "tracking_state";
  ALTER TABLE "shipments" DROP COLUMN "tracking_at";
  ALTER TABLE "shipments" DROP COLUMN "tracking_note";
  ALTER TABLE "shipments" DROP COLUMN "estimated_delivery";
  ALTER TABLE "shipments" DROP COLUMN "tracking_checked_at";
  ALTER TABLE "shipments" DROP COLUMN "tracking_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "parcel_events_id";
  DROP TYPE "public"."enum_shipments_carrier";
  DROP TYPE "public"."enum_shipments_tracking_state";
  DROP TYPE "public"."enum_parcel_events_carrier";
  DROP TYPE "public"."enum_parcel_events_state";`)
}
