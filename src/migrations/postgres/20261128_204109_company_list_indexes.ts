import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customer_visibility_createdAt_idx";
  DROP INDEX "customer_createdAt_idx";
  DROP INDEX "customer_status_createdAt_idx";
  DROP INDEX "customer_status_createdAt_1_idx";
  CREATE INDEX "company_visibility_createdAt_idx" ON "projects" USING btree ("company_id","visibility","created_at");
  CREATE INDEX "company_createdAt_idx" ON "orders" USING btree ("company_id","created_at");
  CREATE INDEX "company_status_createdAt_idx" ON "inventory_items" USING btree ("company_id","status","created_at");
  CREATE INDEX "company_status_createdAt_1_idx" ON "shipments" USING btree ("company_id","status","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "company_visibility_createdAt_idx";
  DROP INDEX "company_createdAt_idx";
  DROP INDEX "company_status_createdAt_idx";
  DROP INDEX "company_status_createdAt_1_idx";
  CREATE INDEX "customer_visibility_createdAt_idx" ON "projects" USING btree ("customer_id","visibility","created_at");
  CREATE INDEX "customer_createdAt_idx" ON "orders" USING btree ("customer_id","created_at");
  CREATE INDEX "customer_status_createdAt_idx" ON "inventory_items" USING btree ("customer_id","status","created_at");
  CREATE INDEX "customer_status_createdAt_1_idx" ON "shipments" USING btree ("customer_id","status","created_at");`)
}
