import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`projects\` ADD \`reorder_of_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`projects_reorder_of_idx\` ON \`projects\` (\`reorder_of_id\`);`)
  await db.run(sql`ALTER TABLE \`inventory_items\` ADD \`low_stock_threshold\` numeric;`)
  await db.run(sql`ALTER TABLE \`inventory_items\` ADD \`low_stock_alerted_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`visibility\` text DEFAULT 'active' NOT NULL,
  	\`share_key\` text,
  	\`enquiry_id\` integer,
  	\`packing_type\` text DEFAULT 'individual_items',
  	\`number_of_packs\` numeric,
  	\`has_sized_line_items\` integer DEFAULT false,
  	\`sizes\` text,
  	\`subtotal_price\` numeric DEFAULT 0,
  	\`shipping_estimate\` numeric DEFAULT 0,
  	\`shipment_type\` text,
  	\`single_drop_recipient_id\` integer,
  	\`country\` text DEFAULT 'AU',
  	\`due_date\` text,
  	\`payment_method\` text,
  	\`payment_status\` text DEFAULT 'unpaid',
  	\`stripe_transaction_id\` text,
  	\`invoice_number\` text,
  	\`invoice_issued_at\` text,
  	\`invoice_due_at\` text,
  	\`order_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`single_drop_recipient_id\`) REFERENCES \`recipients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "name", "customer_id", "status", "visibility", "share_key", "enquiry_id", "packing_type", "number_of_packs", "has_sized_line_items", "sizes", "subtotal_price", "shipping_estimate", "shipment_type", "single_drop_recipient_id", "country", "due_date", "payment_method", "payment_status", "stripe_transaction_id", "invoice_number", "invoice_issued_at", "invoice_due_at", "order_id", "updated_at", "created_at") SELECT "id", "name", "customer_id", "status", "visibility", "share_key", "enquiry_id", "packing_type", "number_of_packs", "has_sized_line_items", "sizes", "subtotal_price", "shipping_estimate", "shipment_type", "single_drop_recipient_id", "country", "due_date", "payment_method", "payment_status", "stripe_transaction_id", "invoice_number", "invoice_issued_at", "invoice_due_at", "order_id", "updated_at", "created_at" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`projects_customer_idx\` ON \`projects\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_status_idx\` ON \`projects\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`projects_visibility_idx\` ON \`projects\` (\`visibility\`);`)
  await db.run(sql`CREATE INDEX \`projects_share_key_idx\` ON \`projects\` (\`share_key\`);`)
  await db.run(sql`CREATE INDEX \`projects_enquiry_idx\` ON \`projects\` (\`enquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_single_drop_recipient_idx\` ON \`projects\` (\`single_drop_recipient_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_payment_status_idx\` ON \`projects\` (\`payment_status\`);`)
  await db.run(sql`CREATE INDEX \`projects_stripe_transaction_id_idx\` ON \`projects\` (\`stripe_transaction_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_invoice_invoice_number_idx\` ON \`projects\` (\`invoice_number\`);`)
  await db.run(sql`CREATE INDEX \`projects_order_idx\` ON \`projects\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_visibility_createdAt_idx\` ON \`projects\` (\`customer_id\`,\`visibility\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`inventory_items\` DROP COLUMN \`low_stock_threshold\`;`)
  await db.run(sql`ALTER TABLE \`inventory_items\` DROP COLUMN \`low_stock_alerted_at\`;`)
}
