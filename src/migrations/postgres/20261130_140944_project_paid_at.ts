import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" ADD COLUMN "paid_at" timestamp(3) with time zone;
  CREATE INDEX "projects_paid_at_idx" ON "projects" USING btree ("paid_at");`)
  // Projects paid before the moment was kept: their last change is the best record of it.
  await db.execute(sql`UPDATE "projects" SET "paid_at" = "updated_at" WHERE "payment_status" = 'paid';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "projects_paid_at_idx";
  ALTER TABLE "projects" DROP COLUMN "paid_at";`)
}
