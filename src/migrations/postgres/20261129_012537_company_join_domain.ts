import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "companies" ADD COLUMN "join_domain" varchar;
  CREATE INDEX "companies_join_domain_idx" ON "companies" USING btree ("join_domain");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "companies_join_domain_idx";
  ALTER TABLE "companies" DROP COLUMN "join_domain";`)
}
