import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_artwork_review_items_previous_proofs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`artwork_proof_id\` integer,
  	\`replaced_at\` text,
  	FOREIGN KEY (\`artwork_proof_id\`) REFERENCES \`artwork_proofs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders_artwork_review_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_artwork_review_items_previous_proofs_order_idx\` ON \`orders_artwork_review_items_previous_proofs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_artwork_review_items_previous_proofs_parent_id_idx\` ON \`orders_artwork_review_items_previous_proofs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_artwork_review_items_previous_proofs_artwork_proo_idx\` ON \`orders_artwork_review_items_previous_proofs\` (\`artwork_proof_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_artwork_review_items_previous_proofs\`;`)
}
