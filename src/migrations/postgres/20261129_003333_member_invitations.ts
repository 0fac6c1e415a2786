import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_member_invitations_role" AS ENUM('owner', 'admin', 'finance', 'approver', 'requester', 'viewer');
  CREATE TABLE "member_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"role" "enum_member_invitations_role" NOT NULL,
  	"invited_by_id" integer,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"accepted_at" timestamp(3) with time zone,
  	"accepted_by_id" integer,
  	"revoked_at" timestamp(3) with time zone,
  	"token_hash" varchar NOT NULL,
  	"open_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_invitations_id" integer;
  ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_invited_by_id_customers_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_accepted_by_id_customers_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "member_invitations_company_idx" ON "member_invitations" USING btree ("company_id");
  CREATE INDEX "member_invitations_email_idx" ON "member_invitations" USING btree ("email");
  CREATE INDEX "member_invitations_invited_by_idx" ON "member_invitations" USING btree ("invited_by_id");
  CREATE INDEX "member_invitations_accepted_by_idx" ON "member_invitations" USING btree ("accepted_by_id");
  CREATE UNIQUE INDEX "member_invitations_token_hash_idx" ON "member_invitations" USING btree ("token_hash");
  CREATE UNIQUE INDEX "member_invitations_open_key_idx" ON "member_invitations" USING btree ("open_key");
  CREATE INDEX "member_invitations_updated_at_idx" ON "member_invitations" USING btree ("updated_at");
  CREATE INDEX "member_invitations_created_at_idx" ON "member_invitations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_invitations_fk" FOREIGN KEY ("member_invitations_id") REFERENCES "public"."member_invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_member_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("member_invitations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "member_invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "member_invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_invitations_fk";
  
  DROP INDEX "payload_locked_documents_rels_member_invitations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_invitations_id";
  DROP TYPE "public"."enum_member_invitations_role";`)
}
