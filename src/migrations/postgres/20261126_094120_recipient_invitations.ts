import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_recipient_links_audience" AS ENUM('anyone', 'invited');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recipientReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recipientReminders';
  CREATE TABLE "recipient_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"name" varchar,
  	"email" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"reminded_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"response_id" integer,
  	"share_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "recipient_links" ADD COLUMN "audience" "enum_recipient_links_audience" DEFAULT 'anyone' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recipient_invitations_id" integer;
  ALTER TABLE "recipient_invitations" ADD CONSTRAINT "recipient_invitations_link_id_recipient_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."recipient_links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_invitations" ADD CONSTRAINT "recipient_invitations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_invitations" ADD CONSTRAINT "recipient_invitations_response_id_recipient_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."recipient_responses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "recipient_invitations_link_idx" ON "recipient_invitations" USING btree ("link_id");
  CREATE INDEX "recipient_invitations_customer_idx" ON "recipient_invitations" USING btree ("customer_id");
  CREATE INDEX "recipient_invitations_reminded_at_idx" ON "recipient_invitations" USING btree ("reminded_at");
  CREATE INDEX "recipient_invitations_answered_at_idx" ON "recipient_invitations" USING btree ("answered_at");
  CREATE INDEX "recipient_invitations_response_idx" ON "recipient_invitations" USING btree ("response_id");
  CREATE INDEX "recipient_invitations_share_key_idx" ON "recipient_invitations" USING btree ("share_key");
  CREATE INDEX "recipient_invitations_updated_at_idx" ON "recipient_invitations" USING btree ("updated_at");
  CREATE INDEX "recipient_invitations_created_at_idx" ON "recipient_invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "link_email_idx" ON "recipient_invitations" USING btree ("link_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipient_invitations_fk" FOREIGN KEY ("recipient_invitations_id") REFERENCES "public"."recipient_invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_recipient_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("recipient_invitations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recipient_invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "recipient_invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recipient_invitations_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'staffDigest', 'productionOverdue');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_recipient_invitations_id_idx";
  ALTER TABLE "recipient_links" DROP COLUMN "audience";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recipient_invitations_id";
  DROP TYPE "public"."enum_recipient_links_audience";`)
}
