import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_customs_category" AS ENUM('general', 'apparel', 'drinkware', 'bags', 'stationery', 'tech', 'battery', 'food', 'cosmetics');
  CREATE TYPE "public"."enum__products_v_version_customs_category" AS ENUM('general', 'apparel', 'drinkware', 'bags', 'stationery', 'tech', 'battery', 'food', 'cosmetics');
  CREATE TYPE "public"."enum_shipments_details_needed" AS ENUM('address', 'cpf', 'kyc');
  CREATE TYPE "public"."enum_shipments_duty_terms" AS ENUM('DDP', 'DAP');
  CREATE TABLE "shipments_details_needed" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_shipments_details_needed",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "customs_hs_code" varchar;
  ALTER TABLE "products" ADD COLUMN "customs_origin_country" varchar;
  ALTER TABLE "products" ADD COLUMN "customs_declared_value" numeric;
  ALTER TABLE "products" ADD COLUMN "customs_category" "enum_products_customs_category" DEFAULT 'general';
  ALTER TABLE "_products_v" ADD COLUMN "version_customs_hs_code" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_customs_origin_country" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_customs_declared_value" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_customs_category" "enum__products_v_version_customs_category" DEFAULT 'general';
  ALTER TABLE "recipients" ADD COLUMN "customs_ids_cpf" varchar;
  ALTER TABLE "recipients" ADD COLUMN "customs_ids_kyc" varchar;
  ALTER TABLE "shipments" ADD COLUMN "duty_terms" "enum_shipments_duty_terms";
  ALTER TABLE "shipments" ADD COLUMN "estimated_duties" numeric;
  ALTER TABLE "shipments" ADD COLUMN "customs_declaration" jsonb;
  ALTER TABLE "shipments" ADD COLUMN "details_requested_at" timestamp(3) with time zone;
  ALTER TABLE "shipments" ADD COLUMN "details_key" varchar;
  ALTER TABLE "shipments_details_needed" ADD CONSTRAINT "shipments_details_needed_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shipments_details_needed_order_idx" ON "shipments_details_needed" USING btree ("order");
  CREATE INDEX "shipments_details_needed_parent_idx" ON "shipments_details_needed" USING btree ("parent_id");
  CREATE UNIQUE INDEX "shipments_details_key_idx" ON "shipments" USING btree ("details_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shipments_details_needed" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shipments_details_needed" CASCADE;
  DROP INDEX "shipments_details_key_idx";
  ALTER TABLE "products" DROP COLUMN "customs_hs_code";
  ALTER TABLE "products" DROP COLUMN "customs_origin_country";
  ALTER TABLE "products" DROP COLUMN "customs_declared_value";
  ALTER TABLE "products" DROP COLUMN "customs_category";
  ALTER TABLE "_products_v" DROP COLUMN "version_customs_hs_code";
  ALTER TABLE "_products_v" DROP COLUMN "version_customs_origin_country";
  ALTER TABLE "_products_v" DROP COLUMN "version_customs_declared_value";
  ALTER TABLE "_products_v" DROP COLUMN "version_customs_category";
  ALTER TABLE "recipients" DROP COLUMN "customs_ids_cpf";
  ALTER TABLE "recipients" DROP COLUMN "customs_ids_kyc";
  ALTER TABLE "shipments" DROP COLUMN "duty_terms";
  ALTER TABLE "shipments" DROP COLUMN "estimated_duties";
  ALTER TABLE "shipments" DROP COLUMN "customs_declaration";
  ALTER TABLE "shipments" DROP COLUMN "details_requested_at";
  ALTER TABLE "shipments" DROP COLUMN "details_key";
  DROP TYPE "public"."enum_products_customs_category";
  DROP TYPE "public"."enum__products_v_version_customs_category";
  DROP TYPE "public"."enum_shipments_details_needed";
  DROP TYPE "public"."enum_shipments_duty_terms";`)
}
