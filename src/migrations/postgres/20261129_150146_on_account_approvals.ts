import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "approvals" ALTER COLUMN "shipment_id" DROP NOT NULL;
  ALTER TABLE "budget_entries" ADD COLUMN "project_id" integer;
  ALTER TABLE "approvals" ADD COLUMN "project_id" integer;
  ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "budget_entries_project_idx" ON "budget_entries" USING btree ("project_id");
  CREATE UNIQUE INDEX "approvals_project_idx" ON "approvals" USING btree ("project_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Projects paid on account leave with the feature: their approvals and ledger entries go first.
  await db.execute(sql`
  DELETE FROM "approvals" WHERE "project_id" IS NOT NULL;
  DELETE FROM "budget_entries" WHERE "project_id" IS NOT NULL;
   ALTER TABLE "budget_entries" DROP CONSTRAINT "budget_entries_project_id_projects_id_fk";
  
  ALTER TABLE "approvals" DROP CONSTRAINT "approvals_project_id_projects_id_fk";
  
  DROP INDEX "budget_entries_project_idx";
  DROP INDEX "approvals_project_idx";
  ALTER TABLE "approvals" ALTER COLUMN "shipment_id" SET NOT NULL;
  ALTER TABLE "budget_entries" DROP COLUMN "project_id";
  ALTER TABLE "approvals" DROP COLUMN "project_id";`)
}
