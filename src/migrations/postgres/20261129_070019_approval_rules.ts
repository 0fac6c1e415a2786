import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_approvals_steps_role" AS ENUM('owner', 'admin', 'finance', 'approver', 'requester', 'viewer');
  CREATE TYPE "public"."enum_approvals_steps_decision" AS ENUM('approve', 'decline');
  CREATE TYPE "public"."enum_approvals_steps_decided_role" AS ENUM('owner', 'admin', 'finance', 'approver', 'requester', 'viewer');
  CREATE TYPE "public"."enum_approval_rules_asked_by" AS ENUM('owner', 'admin', 'finance', 'approver', 'requester', 'viewer');
  CREATE TYPE "public"."enum_approval_rules_steps" AS ENUM('owner', 'finance', 'approver');
  CREATE TABLE "approvals_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"role" "enum_approvals_steps_role" NOT NULL,
  	"decision" "enum_approvals_steps_decision",
  	"decided_by_id" integer,
  	"decided_role" "enum_approvals_steps_decided_role",
  	"decided_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "approval_rules_asked_by" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_approval_rules_asked_by",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "approval_rules_steps" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_approval_rules_steps",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "approval_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"name" varchar,
  	"over" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "approvals" ADD COLUMN "current_step" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "approval_rules_id" integer;
  ALTER TABLE "approvals_steps" ADD CONSTRAINT "approvals_steps_decided_by_id_customers_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals_steps" ADD CONSTRAINT "approvals_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "approval_rules_asked_by" ADD CONSTRAINT "approval_rules_asked_by_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."approval_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "approval_rules_steps" ADD CONSTRAINT "approval_rules_steps_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."approval_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "approvals_steps_order_idx" ON "approvals_steps" USING btree ("_order");
  CREATE INDEX "approvals_steps_parent_id_idx" ON "approvals_steps" USING btree ("_parent_id");
  CREATE INDEX "approvals_steps_decided_by_idx" ON "approvals_steps" USING btree ("decided_by_id");
  CREATE INDEX "approval_rules_asked_by_order_idx" ON "approval_rules_asked_by" USING btree ("order");
  CREATE INDEX "approval_rules_asked_by_parent_idx" ON "approval_rules_asked_by" USING btree ("parent_id");
  CREATE INDEX "approval_rules_steps_order_idx" ON "approval_rules_steps" USING btree ("order");
  CREATE INDEX "approval_rules_steps_parent_idx" ON "approval_rules_steps" USING btree ("parent_id");
  CREATE INDEX "approval_rules_company_idx" ON "approval_rules" USING btree ("company_id");
  CREATE INDEX "approval_rules_updated_at_idx" ON "approval_rules" USING btree ("updated_at");
  CREATE INDEX "approval_rules_created_at_idx" ON "approval_rules" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_approval_rules_fk" FOREIGN KEY ("approval_rules_id") REFERENCES "public"."approval_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_approval_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("approval_rules_id");`)
  // Approvals opened before chains existed waited for one approver: each gets that one step,
  // with its decision when it was decided.
  await db.execute(sql`
  INSERT INTO "approvals_steps" ("_order", "_parent_id", "id", "role", "decision", "decided_by_id", "decided_role", "decided_at")
    SELECT 1, "id", substr(md5(random()::text || "id"::text), 1, 24), 'approver',
      (CASE "status" WHEN 'approved' THEN 'approve' WHEN 'declined' THEN 'decline' END)::"enum_approvals_steps_decision",
      "decided_by_id", "decided_role"::text::"enum_approvals_steps_decided_role", "decided_at"
    FROM "approvals";
  UPDATE "approvals" SET "current_step" = 1 WHERE "status" IN ('approved', 'declined');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "approvals_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approval_rules_asked_by" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approval_rules_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approval_rules" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "approvals_steps" CASCADE;
  DROP TABLE "approval_rules_asked_by" CASCADE;
  DROP TABLE "approval_rules_steps" CASCADE;
  DROP TABLE "approval_rules" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_approval_rules_fk";
  
  DROP INDEX "payload_locked_documents_rels_approval_rules_id_idx";
  ALTER TABLE "approvals" DROP COLUMN "current_step";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "approval_rules_id";
  DROP TYPE "public"."enum_approvals_steps_role";
  DROP TYPE "public"."enum_approvals_steps_decision";
  DROP TYPE "public"."enum_approvals_steps_decided_role";
  DROP TYPE "public"."enum_approval_rules_asked_by";
  DROP TYPE "public"."enum_approval_rules_steps";`)
}
