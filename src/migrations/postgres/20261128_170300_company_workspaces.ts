import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { COMPANY_OWNERSHIP_BACKFILL } from '../company-ownership-backfill'

// A membership goes with its customer or its company (ON DELETE cascade, not the generated set null,
// which its NOT NULL columns would refuse).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_memberships_role" AS ENUM('owner', 'admin', 'finance', 'approver', 'requester', 'viewer');
  CREATE TABLE "companies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "memberships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"role" "enum_memberships_role" DEFAULT 'requester' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "company_id" integer;
  ALTER TABLE "projects" ADD COLUMN "company_id" integer;
  ALTER TABLE "line_items" ADD COLUMN "company_id" integer;
  ALTER TABLE "orders" ADD COLUMN "company_id" integer;
  ALTER TABLE "artwork_proofs" ADD COLUMN "company_id" integer;
  ALTER TABLE "mockups" ADD COLUMN "company_id" integer;
  ALTER TABLE "invoices" ADD COLUMN "company_id" integer;
  ALTER TABLE "inventory_items" ADD COLUMN "company_id" integer;
  ALTER TABLE "inventory_adjustments" ADD COLUMN "company_id" integer;
  ALTER TABLE "recipients" ADD COLUMN "company_id" integer;
  ALTER TABLE "shipments" ADD COLUMN "company_id" integer;
  ALTER TABLE "sample_requests" ADD COLUMN "company_id" integer;
  ALTER TABLE "recipient_links" ADD COLUMN "company_id" integer;
  ALTER TABLE "recipient_responses" ADD COLUMN "company_id" integer;
  ALTER TABLE "recipient_invitations" ADD COLUMN "company_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "companies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "memberships_id" integer;
  ALTER TABLE "memberships" ADD CONSTRAINT "memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "memberships" ADD CONSTRAINT "memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "companies_updated_at_idx" ON "companies" USING btree ("updated_at");
  CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");
  CREATE INDEX "memberships_company_idx" ON "memberships" USING btree ("company_id");
  CREATE INDEX "memberships_customer_idx" ON "memberships" USING btree ("customer_id");
  CREATE INDEX "memberships_updated_at_idx" ON "memberships" USING btree ("updated_at");
  CREATE INDEX "memberships_created_at_idx" ON "memberships" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_customer_idx" ON "memberships" USING btree ("company_id","customer_id");
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "line_items" ADD CONSTRAINT "line_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artwork_proofs" ADD CONSTRAINT "artwork_proofs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mockups" ADD CONSTRAINT "mockups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipients" ADD CONSTRAINT "recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_links" ADD CONSTRAINT "recipient_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_responses" ADD CONSTRAINT "recipient_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_invitations" ADD CONSTRAINT "recipient_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_memberships_fk" FOREIGN KEY ("memberships_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_company_idx" ON "enquiries" USING btree ("company_id");
  CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id");
  CREATE INDEX "line_items_company_idx" ON "line_items" USING btree ("company_id");
  CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id");
  CREATE INDEX "artwork_proofs_company_idx" ON "artwork_proofs" USING btree ("company_id");
  CREATE INDEX "mockups_company_idx" ON "mockups" USING btree ("company_id");
  CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id");
  CREATE INDEX "inventory_items_company_idx" ON "inventory_items" USING btree ("company_id");
  CREATE INDEX "inventory_adjustments_company_idx" ON "inventory_adjustments" USING btree ("company_id");
  CREATE INDEX "recipients_company_idx" ON "recipients" USING btree ("company_id");
  CREATE INDEX "shipments_company_idx" ON "shipments" USING btree ("company_id");
  CREATE INDEX "sample_requests_company_idx" ON "sample_requests" USING btree ("company_id");
  CREATE INDEX "recipient_links_company_idx" ON "recipient_links" USING btree ("company_id");
  CREATE INDEX "recipient_responses_company_idx" ON "recipient_responses" USING btree ("company_id");
  CREATE INDEX "recipient_invitations_company_idx" ON "recipient_invitations" USING btree ("company_id");
  CREATE INDEX "payload_locked_documents_rels_companies_id_idx" ON "payload_locked_documents_rels" USING btree ("companies_id");
  CREATE INDEX "payload_locked_documents_rels_memberships_id_idx" ON "payload_locked_documents_rels" USING btree ("memberships_id");`)
  for (const statement of COMPANY_OWNERSHIP_BACKFILL) await db.execute(sql.raw(statement))
  // The companies took their customers' ids: new ones are numbered after them.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('companies', 'id'), COALESCE((SELECT max(id) FROM companies), 0) + 1, false)`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "companies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "memberships" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "companies" CASCADE;
  DROP TABLE "memberships" CASCADE;
  ALTER TABLE "enquiries" DROP CONSTRAINT IF EXISTS "enquiries_company_id_companies_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT IF EXISTS "projects_company_id_companies_id_fk";
  
  ALTER TABLE "line_items" DROP CONSTRAINT IF EXISTS "line_items_company_id_companies_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_company_id_companies_id_fk";
  
  ALTER TABLE "artwork_proofs" DROP CONSTRAINT IF EXISTS "artwork_proofs_company_id_companies_id_fk";
  
  ALTER TABLE "mockups" DROP CONSTRAINT IF EXISTS "mockups_company_id_companies_id_fk";
  
  ALTER TABLE "invoices" DROP CONSTRAINT IF EXISTS "invoices_company_id_companies_id_fk";
  
  ALTER TABLE "inventory_items" DROP CONSTRAINT IF EXISTS "inventory_items_company_id_companies_id_fk";
  
  ALTER TABLE "inventory_adjustments" DROP CONSTRAINT IF EXISTS "inventory_adjustments_company_id_companies_id_fk";
  
  ALTER TABLE "recipients" DROP CONSTRAINT IF EXISTS "recipients_company_id_companies_id_fk";
  
  ALTER TABLE "shipments" DROP CONSTRAINT IF EXISTS "shipments_company_id_companies_id_fk";
  
  ALTER TABLE "sample_requests" DROP CONSTRAINT IF EXISTS "sample_requests_company_id_companies_id_fk";
  
  ALTER TABLE "recipient_links" DROP CONSTRAINT IF EXISTS "recipient_links_company_id_companies_id_fk";
  
  ALTER TABLE "recipient_responses" DROP CONSTRAINT IF EXISTS "recipient_responses_company_id_companies_id_fk";
  
  ALTER TABLE "recipient_invitations" DROP CONSTRAINT IF EXISTS "recipient_invitations_company_id_companies_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_companies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_memberships_fk";
  
  DROP INDEX "enquiries_company_idx";
  DROP INDEX "projects_company_idx";
  DROP INDEX "line_items_company_idx";
  DROP INDEX "orders_company_idx";
  DROP INDEX "artwork_proofs_company_idx";
  DROP INDEX "mockups_company_idx";
  DROP INDEX "invoices_company_idx";
  DROP INDEX "inventory_items_company_idx";
  DROP INDEX "inventory_adjustments_company_idx";
  DROP INDEX "recipients_company_idx";
  DROP INDEX "shipments_company_idx";
  DROP INDEX "sample_requests_company_idx";
  DROP INDEX "recipient_links_company_idx";
  DROP INDEX "recipient_responses_company_idx";
  DROP INDEX "recipient_invitations_company_idx";
  DROP INDEX "payload_locked_documents_rels_companies_id_idx";
  DROP INDEX "payload_locked_documents_rels_memberships_id_idx";
  ALTER TABLE "enquiries" DROP COLUMN "company_id";
  ALTER TABLE "projects" DROP COLUMN "company_id";
  ALTER TABLE "line_items" DROP COLUMN "company_id";
  ALTER TABLE "orders" DROP COLUMN "company_id";
  ALTER TABLE "artwork_proofs" DROP COLUMN "company_id";
  ALTER TABLE "mockups" DROP COLUMN "company_id";
  ALTER TABLE "invoices" DROP COLUMN "company_id";
  ALTER TABLE "inventory_items" DROP COLUMN "company_id";
  ALTER TABLE "inventory_adjustments" DROP COLUMN "company_id";
  ALTER TABLE "recipients" DROP COLUMN "company_id";
  ALTER TABLE "shipments" DROP COLUMN "company_id";
  ALTER TABLE "sample_requests" DROP COLUMN "company_id";
  ALTER TABLE "recipient_links" DROP COLUMN "company_id";
  ALTER TABLE "recipient_responses" DROP COLUMN "company_id";
  ALTER TABLE "recipient_invitations" DROP COLUMN "company_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "companies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "memberships_id";
  DROP TYPE "public"."enum_memberships_role";`)
}
