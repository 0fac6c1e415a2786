import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" ADD COLUMN "created_by_browser" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "acting_staff_id" integer;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_acting_staff_id_staff_members_id_fk" FOREIGN KEY ("acting_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_log_acting_staff_idx" ON "audit_log" USING btree ("acting_staff_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_acting_staff_id_staff_members_id_fk";
  
  DROP INDEX "audit_log_acting_staff_idx";
  ALTER TABLE "enquiries" DROP COLUMN "created_by_browser";
  ALTER TABLE "audit_log" DROP COLUMN "acting_staff_id";`)
}
