import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { COMPANY_OWNERSHIP_BACKFILL } from '../company-ownership-backfill'

// A membership goes with its customer or its company (ON DELETE cascade, not the generated set null,
// which its NOT NULL columns would refuse).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`companies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`companies_updated_at_idx\` ON \`companies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`companies_created_at_idx\` ON \`companies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`memberships\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_id\` integer NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`role\` text DEFAULT 'requester' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`memberships_company_idx\` ON \`memberships\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`memberships_customer_idx\` ON \`memberships\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`memberships_updated_at_idx\` ON \`memberships\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`memberships_created_at_idx\` ON \`memberships\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_customer_idx\` ON \`memberships\` (\`company_id\`,\`customer_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`enquiries_company_idx\` ON \`enquiries\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`projects_company_idx\` ON \`projects\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`line_items\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`line_items_company_idx\` ON \`line_items\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`orders_company_idx\` ON \`orders\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`artwork_proofs\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`artwork_proofs_company_idx\` ON \`artwork_proofs\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`mockups\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`mockups_company_idx\` ON \`mockups\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`invoices_company_idx\` ON \`invoices\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`inventory_items\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`inventory_items_company_idx\` ON \`inventory_items\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`inventory_adjustments\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`inventory_adjustments_company_idx\` ON \`inventory_adjustments\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`recipients\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`recipients_company_idx\` ON \`recipients\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`shipments_company_idx\` ON \`shipments\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`sample_requests\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`sample_requests_company_idx\` ON \`sample_requests\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`recipient_links\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`recipient_links_company_idx\` ON \`recipient_links\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`recipient_responses\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`recipient_responses_company_idx\` ON \`recipient_responses\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`recipient_invitations\` ADD \`company_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`recipient_invitations_company_idx\` ON \`recipient_invitations\` (\`company_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`companies_id\` integer REFERENCES companies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`memberships_id\` integer REFERENCES memberships(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_memberships_id_idx\` ON \`payload_locked_documents_rels\` (\`memberships_id\`);`)
  for (const statement of COMPANY_OWNERSHIP_BACKFILL) await db.run(sql.raw(statement))
}

/**
 * Not reversible in place on SQLite: dropping the company columns means rebuilding fifteen tables,
 * and inside the migration's transaction SQLite keeps foreign keys on, so each rebuild would cut
 * the links other rows hold to it. Go back by restoring the backup taken before migrating.
 */
export async function down(_args: MigrateDownArgs): Promise<void> {
  throw new Error('The company workspaces migration cannot be undone on SQLite: restore the backup taken before it (npm run restore).')
}
