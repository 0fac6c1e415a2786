import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Inside a migration's transaction SQLite keeps foreign keys on (the PRAGMA to turn them off does
  // nothing there), so dropping the old table deletes its steps by cascade: they are kept aside
  // first and put back once the new table has the old one's name (OR IGNORE: where foreign keys
  // are off, nothing was deleted).
  await db.run(sql`CREATE TEMP TABLE \`kept_approvals_steps\` AS SELECT * FROM \`approvals_steps\`;`)
  await db.run(sql`CREATE TABLE \`__new_approvals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_id\` integer NOT NULL,
  	\`shipment_id\` integer,
  	\`project_id\` integer,
  	\`requested_by_id\` integer NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`reason\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`current_step\` numeric DEFAULT 0 NOT NULL,
  	\`decided_by_id\` integer,
  	\`decided_role\` text,
  	\`decided_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shipment_id\`) REFERENCES \`shipments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`requested_by_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`decided_by_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_approvals\`("id", "company_id", "shipment_id", "requested_by_id", "amount", "reason", "status", "current_step", "decided_by_id", "decided_role", "decided_at", "updated_at", "created_at") SELECT "id", "company_id", "shipment_id", "requested_by_id", "amount", "reason", "status", "current_step", "decided_by_id", "decided_role", "decided_at", "updated_at", "created_at" FROM \`approvals\`;`)
  await db.run(sql`DROP TABLE \`approvals\`;`)
  await db.run(sql`ALTER TABLE \`__new_approvals\` RENAME TO \`approvals\`;`)
  await db.run(sql`INSERT OR IGNORE INTO \`approvals_steps\` SELECT * FROM \`kept_approvals_steps\`;`)
  await db.run(sql`DROP TABLE \`kept_approvals_steps\`;`)
  await db.run(sql`CREATE INDEX \`approvals_company_idx\` ON \`approvals\` (\`company_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`approvals_shipment_idx\` ON \`approvals\` (\`shipment_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`approvals_project_idx\` ON \`approvals\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`approvals_requested_by_idx\` ON \`approvals\` (\`requested_by_id\`);`)
  await db.run(sql`CREATE INDEX \`approvals_decided_by_idx\` ON \`approvals\` (\`decided_by_id\`);`)
  await db.run(sql`CREATE INDEX \`approvals_updated_at_idx\` ON \`approvals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`approvals_created_at_idx\` ON \`approvals\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_company_createdAt_idx\` ON \`approvals\` (\`status\`,\`company_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`budget_entries\` ADD \`project_id\` integer REFERENCES projects(id);`)
  await db.run(sql`CREATE INDEX \`budget_entries_project_idx\` ON \`budget_entries\` (\`project_id\`);`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  throw new Error('The on-account approvals migration cannot be undone on SQLite: restore the backup taken before it (npm run restore).')
}
