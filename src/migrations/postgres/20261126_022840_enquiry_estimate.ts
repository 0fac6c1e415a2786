import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_customisation_tags" ADD COLUMN "unit_price" numeric DEFAULT 0;
  ALTER TABLE "product_customisation_tags" ADD COLUMN "setup_fee" numeric DEFAULT 0;
  ALTER TABLE "enquiries_items" ADD COLUMN "decoration_id" integer;
  ALTER TABLE "enquiries_items" ADD COLUMN "quantity" numeric;
  ALTER TABLE "enquiries" ADD COLUMN "estimate" jsonb;
  ALTER TABLE "enquiries_items" ADD CONSTRAINT "enquiries_items_decoration_id_product_customisation_tags_id_fk" FOREIGN KEY ("decoration_id") REFERENCES "public"."product_customisation_tags"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "enquiries_items_decoration_idx" ON "enquiries_items" USING btree ("decoration_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries_items" DROP CONSTRAINT "enquiries_items_decoration_id_product_customisation_tags_id_fk";
  
  DROP INDEX "enquiries_items_decoration_idx";
  ALTER TABLE "product_customisation_tags" DROP COLUMN "unit_price";
  ALTER TABLE "product_customisation_tags" DROP COLUMN "setup_fee";
  ALTER TABLE "enquiries_items" DROP COLUMN "decoration_id";
  ALTER TABLE "enquiries_items" DROP COLUMN "quantity";
  ALTER TABLE "enquiries" DROP COLUMN "estimate";`)
}
