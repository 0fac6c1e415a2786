import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_shipments_label_state" ADD VALUE 'voided';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'voidShipmentLabel';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'voidShipmentLabel';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shipments" ALTER COLUMN "label_state" SET DATA TYPE text;
  DROP TYPE "public"."enum_shipments_label_state";
  CREATE TYPE "public"."enum_shipments_label_state" AS ENUM('buying', 'bought', 'failed');
  ALTER TABLE "shipments" ALTER COLUMN "label_state" SET DATA TYPE "public"."enum_shipments_label_state" USING "label_state"::"public"."enum_shipments_label_state";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue', 'recipientReminders', 'deliverWebhook', 'syncAccounting', 'trackParcels', 'buyShipmentLabel');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue', 'recipientReminders', 'deliverWebhook', 'syncAccounting', 'trackParcels', 'buyShipmentLabel');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
