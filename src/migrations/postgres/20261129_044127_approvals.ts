import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_approvals_status" AS ENUM('pending', 'approved', 'declined', 'cancelled');
  CREATE TYPE "public"."enum_approvals_decided_role" AS ENUM('owner', 'admin', 'finance', 'approver', 'requester', 'viewer');
  CREATE TABLE "approvals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"shipment_id" integer NOT NULL,
  	"requested_by_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"reason" varchar NOT NULL,
  	"status" "enum_approvals_status" DEFAULT 'pending' NOT NULL,
  	"decided_by_id" integer,
  	"decided_role" "enum_approvals_decided_role",
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "approvals_id" integer;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requested_by_id_customers_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_decided_by_id_customers_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "approvals_company_idx" ON "approvals" USING btree ("company_id");
  CREATE UNIQUE INDEX "approvals_shipment_idx" ON "approvals" USING btree ("shipment_id");
  CREATE INDEX "approvals_requested_by_idx" ON "approvals" USING btree ("requested_by_id");
  CREATE INDEX "approvals_decided_by_idx" ON "approvals" USING btree ("decided_by_id");
  CREATE INDEX "approvals_updated_at_idx" ON "approvals" USING btree ("updated_at");
  CREATE INDEX "approvals_created_at_idx" ON "approvals" USING btree ("created_at");
  CREATE INDEX "status_company_createdAt_idx" ON "approvals" USING btree ("status","company_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_approvals_fk" FOREIGN KEY ("approvals_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_approvals_id_idx" ON "payload_locked_documents_rels" USING btree ("approvals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "approvals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "approvals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_approvals_fk";
  
  DROP INDEX "payload_locked_documents_rels_approvals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "approvals_id";
  DROP TYPE "public"."enum_approvals_status";
  DROP TYPE "public"."enum_approvals_decided_role";`)
}
