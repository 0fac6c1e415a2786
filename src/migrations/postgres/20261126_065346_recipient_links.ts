import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_recipient_links_mode" AS ENUM('collect', 'ship');
  CREATE TYPE "public"."enum_recipient_responses_sizes_group" AS ENUM('mens', 'womens');
  CREATE TYPE "public"."enum_recipient_responses_mode" AS ENUM('collect', 'ship');
  CREATE TABLE "recipient_links_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"inventory_item_id" integer,
  	"quantity" numeric DEFAULT 1
  );
  
  CREATE TABLE "recipient_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"mode" "enum_recipient_links_mode" NOT NULL,
  	"message" varchar,
  	"project_id" integer,
  	"cap" numeric,
  	"expires_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"response_count" numeric DEFAULT 0,
  	"share_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recipient_responses_sizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line_item_id" integer NOT NULL,
  	"group" "enum_recipient_responses_sizes_group" NOT NULL,
  	"sizing_option_id" integer NOT NULL
  );
  
  CREATE TABLE "recipient_responses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"mode" "enum_recipient_responses_mode" NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"company_name" varchar,
  	"address1" varchar NOT NULL,
  	"address2" varchar,
  	"suburb" varchar NOT NULL,
  	"state" varchar,
  	"postcode" varchar,
  	"formatted_address" varchar,
  	"recipient_id" integer,
  	"shipment_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recipient_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recipient_responses_id" integer;
  ALTER TABLE "recipient_links_items" ADD CONSTRAINT "recipient_links_items_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_links_items" ADD CONSTRAINT "recipient_links_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipient_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipient_links" ADD CONSTRAINT "recipient_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_links" ADD CONSTRAINT "recipient_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_responses_sizes" ADD CONSTRAINT "recipient_responses_sizes_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_responses_sizes" ADD CONSTRAINT "recipient_responses_sizes_sizing_option_id_sizing_options_id_fk" FOREIGN KEY ("sizing_option_id") REFERENCES "public"."sizing_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_responses_sizes" ADD CONSTRAINT "recipient_responses_sizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipient_responses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipient_responses" ADD CONSTRAINT "recipient_responses_link_id_recipient_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."recipient_links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_responses" ADD CONSTRAINT "recipient_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_responses" ADD CONSTRAINT "recipient_responses_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipient_responses" ADD CONSTRAINT "recipient_responses_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "recipient_links_items_order_idx" ON "recipient_links_items" USING btree ("_order");
  CREATE INDEX "recipient_links_items_parent_id_idx" ON "recipient_links_items" USING btree ("_parent_id");
  CREATE INDEX "recipient_links_items_inventory_item_idx" ON "recipient_links_items" USING btree ("inventory_item_id");
  CREATE INDEX "recipient_links_customer_idx" ON "recipient_links" USING btree ("customer_id");
  CREATE INDEX "recipient_links_project_idx" ON "recipient_links" USING btree ("project_id");
  CREATE INDEX "recipient_links_share_key_idx" ON "recipient_links" USING btree ("share_key");
  CREATE INDEX "recipient_links_updated_at_idx" ON "recipient_links" USING btree ("updated_at");
  CREATE INDEX "recipient_links_created_at_idx" ON "recipient_links" USING btree ("created_at");
  CREATE INDEX "recipient_responses_sizes_order_idx" ON "recipient_responses_sizes" USING btree ("_order");
  CREATE INDEX "recipient_responses_sizes_parent_id_idx" ON "recipient_responses_sizes" USING btree ("_parent_id");
  CREATE INDEX "recipient_responses_sizes_line_item_idx" ON "recipient_responses_sizes" USING btree ("line_item_id");
  CREATE INDEX "recipient_responses_sizes_sizing_option_idx" ON "recipient_responses_sizes" USING btree ("sizing_option_id");
  CREATE INDEX "recipient_responses_link_idx" ON "recipient_responses" USING btree ("link_id");
  CREATE INDEX "recipient_responses_customer_idx" ON "recipient_responses" USING btree ("customer_id");
  CREATE INDEX "recipient_responses_recipient_idx" ON "recipient_responses" USING btree ("recipient_id");
  CREATE INDEX "recipient_responses_shipment_idx" ON "recipient_responses" USING btree ("shipment_id");
  CREATE INDEX "recipient_responses_updated_at_idx" ON "recipient_responses" USING btree ("updated_at");
  CREATE INDEX "recipient_responses_created_at_idx" ON "recipient_responses" USING btree ("created_at");
  CREATE INDEX "link_createdAt_idx" ON "recipient_responses" USING btree ("link_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipient_links_fk" FOREIGN KEY ("recipient_links_id") REFERENCES "public"."recipient_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipient_responses_fk" FOREIGN KEY ("recipient_responses_id") REFERENCES "public"."recipient_responses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_recipient_links_id_idx" ON "payload_locked_documents_rels" USING btree ("recipient_links_id");
  CREATE INDEX "payload_locked_documents_rels_recipient_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("recipient_responses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recipient_links_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipient_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipient_responses_sizes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipient_responses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "recipient_links_items" CASCADE;
  DROP TABLE "recipient_links" CASCADE;
  DROP TABLE "recipient_responses_sizes" CASCADE;
  DROP TABLE "recipient_responses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recipient_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recipient_responses_fk";
  
  DROP INDEX "payload_locked_documents_rels_recipient_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_recipient_responses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recipient_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recipient_responses_id";
  DROP TYPE "public"."enum_recipient_links_mode";
  DROP TYPE "public"."enum_recipient_responses_sizes_group";
  DROP TYPE "public"."enum_recipient_responses_mode";`)
}
