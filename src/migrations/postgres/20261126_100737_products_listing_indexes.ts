import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "category_showOnProductCategory__status_status_price_idx" ON "products" USING btree ("category_id","show_on_product_category","_status","status","price");
  CREATE INDEX "_status_status_createdAt_idx" ON "products" USING btree ("_status","status","created_at");
  CREATE INDEX "compound_index_idx" ON "_products_v" USING btree ("version_category_id","version_show_on_product_category","version__status","version_status","version_price");
  CREATE INDEX "version__status_version_status_version_createdAt_idx" ON "_products_v" USING btree ("version__status","version_status","version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "category_showOnProductCategory__status_status_price_idx";
  DROP INDEX "_status_status_createdAt_idx";
  DROP INDEX "compound_index_idx";
  DROP INDEX "version__status_version_status_version_createdAt_idx";`)
}
