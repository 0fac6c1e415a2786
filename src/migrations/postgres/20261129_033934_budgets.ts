import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The budget ledger's sign rule is the database's: a reservation adds, a release takes away.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_budgets_scope" AS ENUM('member', 'team');
  CREATE TYPE "public"."enum_budgets_period" AS ENUM('monthly', 'quarterly', 'yearly');
  CREATE TYPE "public"."enum_budget_entries_kind" AS ENUM('reserve', 'release');
  ALTER TYPE "public"."enum_shipments_status" ADD VALUE 'held' BEFORE 'requested';
  CREATE TABLE "budgets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"scope" "enum_budgets_scope" DEFAULT 'member' NOT NULL,
  	"member_id" integer,
  	"team" varchar,
  	"name" varchar,
  	"period" "enum_budgets_period" DEFAULT 'monthly' NOT NULL,
  	"reset_day" numeric DEFAULT 1 NOT NULL,
  	"spend_limit" numeric NOT NULL,
  	"scope_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "budget_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"budget_id" integer NOT NULL,
  	"company_id" integer NOT NULL,
  	"member_id" integer,
  	"period_start" varchar NOT NULL,
  	"kind" "enum_budget_entries_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"shipment_id" integer,
  	"description" varchar,
  	"entry_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "memberships" ADD COLUMN "team" varchar;
  ALTER TABLE "shipments" ADD COLUMN "charge" numeric;
  ALTER TABLE "shipments" ADD COLUMN "hold_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "budgets_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "budget_entries_id" integer;
  ALTER TABLE "budgets" ADD CONSTRAINT "budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "budgets" ADD CONSTRAINT "budgets_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "budgets_company_idx" ON "budgets" USING btree ("company_id");
  CREATE INDEX "budgets_member_idx" ON "budgets" USING btree ("member_id");
  CREATE UNIQUE INDEX "budgets_scope_key_idx" ON "budgets" USING btree ("scope_key");
  CREATE INDEX "budgets_updated_at_idx" ON "budgets" USING btree ("updated_at");
  CREATE INDEX "budgets_created_at_idx" ON "budgets" USING btree ("created_at");
  CREATE INDEX "budget_entries_budget_idx" ON "budget_entries" USING btree ("budget_id");
  CREATE INDEX "budget_entries_company_idx" ON "budget_entries" USING btree ("company_id");
  CREATE INDEX "budget_entries_member_idx" ON "budget_entries" USING btree ("member_id");
  CREATE INDEX "budget_entries_shipment_idx" ON "budget_entries" USING btree ("shipment_id");
  CREATE UNIQUE INDEX "budget_entries_entry_key_idx" ON "budget_entries" USING btree ("entry_key");
  CREATE INDEX "budget_entries_updated_at_idx" ON "budget_entries" USING btree ("updated_at");
  CREATE INDEX "budget_entries_created_at_idx" ON "budget_entries" USING btree ("created_at");
  CREATE INDEX "budget_periodStart_idx" ON "budget_entries" USING btree ("budget_id","period_start");
  ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_amount_sign" CHECK (("kind" = 'reserve' AND "amount" > 0) OR ("kind" = 'release' AND "amount" < 0));
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_budgets_fk" FOREIGN KEY ("budgets_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_budget_entries_fk" FOREIGN KEY ("budget_entries_id") REFERENCES "public"."budget_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_budgets_id_idx" ON "payload_locked_documents_rels" USING btree ("budgets_id");
  CREATE INDEX "payload_locked_documents_rels_budget_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("budget_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "budgets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "budget_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "budgets" CASCADE;
  DROP TABLE "budget_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_budgets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_budget_entries_fk";
  
  ALTER TABLE "shipments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "shipments" ALTER COLUMN "status" SET DEFAULT 'requested'::text;
  DROP TYPE "public"."enum_shipments_status";
  CREATE TYPE "public"."enum_shipments_status" AS ENUM('pending', 'requested', 'processing', 'shipped', 'delivered', 'cancelled');
  ALTER TABLE "shipments" ALTER COLUMN "status" SET DEFAULT 'requested'::"public"."enum_shipments_status";
  ALTER TABLE "shipments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_shipments_status" USING "status"::"public"."enum_shipments_status";
  DROP INDEX "payload_locked_documents_rels_budgets_id_idx";
  DROP INDEX "payload_locked_documents_rels_budget_entries_id_idx";
  ALTER TABLE "memberships" DROP COLUMN "team";
  ALTER TABLE "shipments" DROP COLUMN "charge";
  ALTER TABLE "shipments" DROP COLUMN "hold_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "budgets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "budget_entries_id";
  DROP TYPE "public"."enum_budgets_scope";
  DROP TYPE "public"."enum_budgets_period";
  DROP TYPE "public"."enum_budget_entries_kind";`)
}
