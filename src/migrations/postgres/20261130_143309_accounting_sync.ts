import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_accounting_connections_provider" AS ENUM('xero');
  CREATE TYPE "public"."enum_accounting_connections_status" AS ENUM('connected', 'reconnect', 'disconnected');
  CREATE TYPE "public"."enum_accounting_syncs_kind" AS ENUM('bill', 'payment');
  CREATE TYPE "public"."enum_accounting_syncs_status" AS ENUM('pending', 'synced', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'syncAccounting';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'syncAccounting';
  CREATE TABLE "accounting_connections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"provider" "enum_accounting_connections_provider" DEFAULT 'xero' NOT NULL,
  	"tenant_id" varchar NOT NULL,
  	"tenant_name" varchar,
  	"status" "enum_accounting_connections_status" DEFAULT 'connected' NOT NULL,
  	"expense_account" varchar NOT NULL,
  	"bank_account" varchar NOT NULL,
  	"supplier_contact_id" varchar,
  	"connected_by_id" integer,
  	"connected_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"access_token" varchar,
  	"refresh_token" varchar,
  	"token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "accounting_syncs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"connection_id" integer NOT NULL,
  	"invoice_id" integer NOT NULL,
  	"kind" "enum_accounting_syncs_kind" NOT NULL,
  	"status" "enum_accounting_syncs_status" DEFAULT 'pending' NOT NULL,
  	"remote_id" varchar,
  	"tries" numeric DEFAULT 0 NOT NULL,
  	"last_error" varchar,
  	"synced_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "accounting_connections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "accounting_syncs_id" integer;
  ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_connected_by_id_customers_id_fk" FOREIGN KEY ("connected_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accounting_syncs" ADD CONSTRAINT "accounting_syncs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accounting_syncs" ADD CONSTRAINT "accounting_syncs_connection_id_accounting_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."accounting_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accounting_syncs" ADD CONSTRAINT "accounting_syncs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "accounting_connections_company_idx" ON "accounting_connections" USING btree ("company_id");
  CREATE INDEX "accounting_connections_connected_by_idx" ON "accounting_connections" USING btree ("connected_by_id");
  CREATE INDEX "accounting_connections_updated_at_idx" ON "accounting_connections" USING btree ("updated_at");
  CREATE INDEX "accounting_connections_created_at_idx" ON "accounting_connections" USING btree ("created_at");
  CREATE INDEX "accounting_syncs_company_idx" ON "accounting_syncs" USING btree ("company_id");
  CREATE INDEX "accounting_syncs_connection_idx" ON "accounting_syncs" USING btree ("connection_id");
  CREATE INDEX "accounting_syncs_invoice_idx" ON "accounting_syncs" USING btree ("invoice_id");
  CREATE INDEX "accounting_syncs_status_idx" ON "accounting_syncs" USING btree ("status");
  CREATE INDEX "accounting_syncs_updated_at_idx" ON "accounting_syncs" USING btree ("updated_at");
  CREATE INDEX "accounting_syncs_created_at_idx" ON "accounting_syncs" USING btree ("created_at");
  CREATE UNIQUE INDEX "connection_invoice_kind_idx" ON "accounting_syncs" USING btree ("connection_id","invoice_id","kind");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accounting_connections_fk" FOREIGN KEY ("accounting_connections_id") REFERENCES "public"."accounting_connections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accounting_syncs_fk" FOREIGN KEY ("accounting_syncs_id") REFERENCES "public"."accounting_syncs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_accounting_connections_id_idx" ON "payload_locked_documents_rels" USING btree ("accounting_connections_id");
  CREATE INDEX "payload_locked_documents_rels_accounting_syncs_id_idx" ON "payload_locked_documents_rels" USING btree ("accounting_syncs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "accounting_connections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accounting_syncs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "accounting_connections" CASCADE;
  DROP TABLE "accounting_syncs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accounting_connections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accounting_syncs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue', 'recipientReminders', 'deliverWebhook');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue', 'recipientReminders', 'deliverWebhook');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_accounting_connections_id_idx";
  DROP INDEX "payload_locked_documents_rels_accounting_syncs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "accounting_connections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "accounting_syncs_id";
  DROP TYPE "public"."enum_accounting_connections_provider";
  DROP TYPE "public"."enum_accounting_connections_status";
  DROP TYPE "public"."enum_accounting_syncs_kind";
  DROP TYPE "public"."enum_accounting_syncs_status";`)
}
