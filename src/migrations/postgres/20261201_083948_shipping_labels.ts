import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_companies_label_purchase" AS ENUM('staff', 'automatic');
  CREATE TYPE "public"."enum_shipments_label_state" AS ENUM('buying', 'bought', 'failed');
  CREATE TYPE "public"."enum_shipping_manifests_carrier" AS ENUM('auspost', 'shippit');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'buyShipmentLabel';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'buyShipmentLabel';
  CREATE TABLE "shipping_labels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shipment_id" integer,
  	"prefix" varchar DEFAULT 'shipping-labels',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "shipping_manifests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"carrier" "enum_shipping_manifests_carrier" NOT NULL,
  	"day" varchar NOT NULL,
  	"manifest_id" varchar,
  	"parcels" numeric,
  	"prefix" varchar DEFAULT 'shipping-manifests',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "companies" ADD COLUMN "label_purchase" "enum_companies_label_purchase" DEFAULT 'staff';
  ALTER TABLE "inventory_items" ADD COLUMN "unit_weight_grams" numeric;
  ALTER TABLE "shipments" ADD COLUMN "in_hands_by" timestamp(3) with time zone;
  ALTER TABLE "shipments" ADD COLUMN "service_name" varchar;
  ALTER TABLE "shipments" ADD COLUMN "label_state" "enum_shipments_label_state";
  ALTER TABLE "shipments" ADD COLUMN "label_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "shipments" ADD COLUMN "label_problem" varchar;
  ALTER TABLE "shipments" ADD COLUMN "label_id" integer;
  ALTER TABLE "shipments" ADD COLUMN "postage_cost" numeric;
  ALTER TABLE "shipments" ADD COLUMN "carrier_shipment_id" varchar;
  ALTER TABLE "shipments" ADD COLUMN "manifest_id" integer;
  ALTER TABLE "shipments" ADD COLUMN "rates" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_labels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_manifests_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "dispatch_from_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dispatch_from_address1" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dispatch_from_address2" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dispatch_from_suburb" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dispatch_from_state" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dispatch_from_postcode" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dispatch_from_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dispatch_from_email" varchar;
  ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shipping_labels_shipment_idx" ON "shipping_labels" USING btree ("shipment_id");
  CREATE INDEX "shipping_labels_updated_at_idx" ON "shipping_labels" USING btree ("updated_at");
  CREATE INDEX "shipping_labels_created_at_idx" ON "shipping_labels" USING btree ("created_at");
  CREATE UNIQUE INDEX "shipping_labels_filename_idx" ON "shipping_labels" USING btree ("filename");
  CREATE INDEX "shipping_manifests_updated_at_idx" ON "shipping_manifests" USING btree ("updated_at");
  CREATE INDEX "shipping_manifests_created_at_idx" ON "shipping_manifests" USING btree ("created_at");
  CREATE UNIQUE INDEX "shipping_manifests_filename_idx" ON "shipping_manifests" USING btree ("filename");
  ALTER TABLE "shipments" ADD CONSTRAINT "shipments_label_id_shipping_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."shipping_labels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipments" ADD CONSTRAINT "shipments_manifest_id_shipping_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."shipping_manifests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_labels_fk" FOREIGN KEY ("shipping_labels_id") REFERENCES "public"."shipping_labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_manifests_fk" FOREIGN KEY ("shipping_manifests_id") REFERENCES "public"."shipping_manifests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shipments_label_state_idx" ON "shipments" USING btree ("label_state");
  CREATE INDEX "shipments_label_idx" ON "shipments" USING btree ("label_id");
  CREATE INDEX "shipments_manifest_idx" ON "shipments" USING btree ("manifest_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_labels_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_labels_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_manifests_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_manifests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shipping_labels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_manifests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shipping_labels" CASCADE;
  DROP TABLE "shipping_manifests" CASCADE;
  ALTER TABLE "shipments" DROP CONSTRAINT "shipments_label_id_shipping_labels_id_fk";
  
  ALTER TABLE "shipments" DROP CONSTRAINT "shipments_manifest_id_shipping_manifests_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_labels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_manifests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue', 'recipientReminders', 'deliverWebhook', 'syncAccounting', 'trackParcels');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue', 'recipientReminders', 'deliverWebhook', 'syncAccounting', 'trackParcels');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "shipments_label_state_idx";
  DROP INDEX "shipments_label_idx";
  DROP INDEX "shipments_manifest_idx";
  DROP INDEX "payload_locked_documents_rels_shipping_labels_id_idx";
  DROP INDEX "payload_locked_documents_rels_shipping_manifests_id_idx";
  ALTER TABLE "companies" DROP COLUMN "label_purchase";
  ALTER TABLE "inventory_items" DROP COLUMN "unit_weight_grams";
  ALTER TABLE "shipments" DROP COLUMN "in_hands_by";
  ALTER TABLE "shipments" DROP COLUMN "service_name";
  ALTER TABLE "shipments" DROP COLUMN "label_state";
  ALTER TABLE "shipments" DROP COLUMN "label_claimed_at";
  ALTER TABLE "shipments" DROP COLUMN "label_problem";
  ALTER TABLE "shipments" DROP COLUMN "label_id";
  ALTER TABLE "shipments" DROP COLUMN "postage_cost";
  ALTER TABLE "shipments" DROP COLUMN "carrier_shipment_id";
  ALTER TABLE "shipments" DROP COLUMN "manifest_id";
  ALTER TABLE "shipments" DROP COLUMN "rates";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_labels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_manifests_id";
  ALTER TABLE "site_settings" DROP COLUMN "dispatch_from_name";
  ALTER TABLE "site_settings" DROP COLUMN "dispatch_from_address1";
  ALTER TABLE "site_settings" DROP COLUMN "dispatch_from_address2";
  ALTER TABLE "site_settings" DROP COLUMN "dispatch_from_suburb";
  ALTER TABLE "site_settings" DROP COLUMN "dispatch_from_state";
  ALTER TABLE "site_settings" DROP COLUMN "dispatch_from_postcode";
  ALTER TABLE "site_settings" DROP COLUMN "dispatch_from_phone";
  ALTER TABLE "site_settings" DROP COLUMN "dispatch_from_email";
  DROP TYPE "public"."enum_companies_label_purchase";
  DROP TYPE "public"."enum_shipments_label_state";
  DROP TYPE "public"."enum_shipping_manifests_carrier";`)
}
