import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "storefront_images" ADD COLUMN "prefix" varchar DEFAULT 'storefront-images';
  ALTER TABLE "storefront_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "artwork_proofs" ADD COLUMN "prefix" varchar DEFAULT 'artwork-proofs';
  ALTER TABLE "artwork_proofs" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "mockups" ADD COLUMN "prefix" varchar DEFAULT 'mockups';
  ALTER TABLE "mockups" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "storefront_images" DROP COLUMN "prefix";
  ALTER TABLE "storefront_images" DROP COLUMN "_objectkey";
  ALTER TABLE "artwork_proofs" DROP COLUMN "prefix";
  ALTER TABLE "artwork_proofs" DROP COLUMN "_objectkey";
  ALTER TABLE "mockups" DROP COLUMN "prefix";
  ALTER TABLE "mockups" DROP COLUMN "_objectkey";`)
}
