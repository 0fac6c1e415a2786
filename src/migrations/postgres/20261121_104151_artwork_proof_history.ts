import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "orders_artwork_review_items_previous_proofs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"artwork_proof_id" integer,
  	"replaced_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders_artwork_review_items_previous_proofs" ADD CONSTRAINT "orders_artwork_review_items_previous_proofs_artwork_proof_id_artwork_proofs_id_fk" FOREIGN KEY ("artwork_proof_id") REFERENCES "public"."artwork_proofs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_artwork_review_items_previous_proofs" ADD CONSTRAINT "orders_artwork_review_items_previous_proofs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders_artwork_review_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_artwork_review_items_previous_proofs_order_idx" ON "orders_artwork_review_items_previous_proofs" USING btree ("_order");
  CREATE INDEX "orders_artwork_review_items_previous_proofs_parent_id_idx" ON "orders_artwork_review_items_previous_proofs" USING btree ("_parent_id");
  CREATE INDEX "orders_artwork_review_items_previous_proofs_artwork_proo_idx" ON "orders_artwork_review_items_previous_proofs" USING btree ("artwork_proof_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "orders_artwork_review_items_previous_proofs" CASCADE;`)
}
