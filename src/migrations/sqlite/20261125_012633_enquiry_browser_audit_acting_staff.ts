import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`created_by_browser\` text;`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`acting_staff_id\` integer REFERENCES staff_members(id);`)
  await db.run(sql`CREATE INDEX \`audit_log_acting_staff_idx\` ON \`audit_log\` (\`acting_staff_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`actor_type\` text NOT NULL,
  	\`staff_member_id\` integer,
  	\`customer_id\` integer,
  	\`actor_label\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`document_id\` text NOT NULL,
  	\`from_status\` text,
  	\`to_status\` text,
  	\`delta\` numeric,
  	\`summary\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`staff_member_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_audit_log\`("id", "actor_type", "staff_member_id", "customer_id", "actor_label", "action", "collection_slug", "document_id", "from_status", "to_status", "delta", "summary", "updated_at", "created_at") SELECT "id", "actor_type", "staff_member_id", "customer_id", "actor_label", "action", "collection_slug", "document_id", "from_status", "to_status", "delta", "summary", "updated_at", "created_at" FROM \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`ALTER TABLE \`__new_audit_log\` RENAME TO \`audit_log\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`audit_log_staff_member_idx\` ON \`audit_log\` (\`staff_member_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_customer_idx\` ON \`audit_log\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`collectionSlug_documentId_idx\` ON \`audit_log\` (\`collection_slug\`,\`document_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`created_by_browser\`;`)
}
