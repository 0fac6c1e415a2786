import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// A member asking us to donate what is left of an item: when and who, on the item itself (one open
// request per item, claimed by a conditional update); a Donated reason in the ledger.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inventory_items\` ADD \`donation_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`inventory_items\` ADD \`donation_requested_by_id\` integer REFERENCES customers(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`inventory_items_donation_requested_by_idx\` ON \`inventory_items\` (\`donation_requested_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_inventory_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`status\` text DEFAULT 'depleted',
  	\`has_sizing\` integer DEFAULT false,
  	\`gender\` text,
  	\`size_id\` integer,
  	\`quantity_available\` numeric DEFAULT 0,
  	\`low_stock_threshold\` numeric,
  	\`low_stock_alerted_at\` text,
  	\`company_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`size_id\`) REFERENCES \`sizing_options\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inventory_items\`("id", "title", "customer_id", "order_id", "status", "has_sizing", "gender", "size_id", "quantity_available", "low_stock_threshold", "low_stock_alerted_at", "company_id", "updated_at", "created_at") SELECT "id", "title", "customer_id", "order_id", "status", "has_sizing", "gender", "size_id", "quantity_available", "low_stock_threshold", "low_stock_alerted_at", "company_id", "updated_at", "created_at" FROM \`inventory_items\`;`)
  await db.run(sql`DROP TABLE \`inventory_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_inventory_items\` RENAME TO \`inventory_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`inventory_items_customer_idx\` ON \`inventory_items\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_order_idx\` ON \`inventory_items\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_status_idx\` ON \`inventory_items\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_gender_idx\` ON \`inventory_items\` (\`gender\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_size_idx\` ON \`inventory_items\` (\`size_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_company_idx\` ON \`inventory_items\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_updated_at_idx\` ON \`inventory_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_created_at_idx\` ON \`inventory_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`company_status_createdAt_idx\` ON \`inventory_items\` (\`company_id\`,\`status\`,\`created_at\`);`)
}
