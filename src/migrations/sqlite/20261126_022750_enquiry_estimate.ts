import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`product_customisation_tags\` ADD \`unit_price\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`product_customisation_tags\` ADD \`setup_fee\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`enquiries_items\` ADD \`decoration_id\` integer REFERENCES product_customisation_tags(id);`)
  await db.run(sql`ALTER TABLE \`enquiries_items\` ADD \`quantity\` numeric;`)
  await db.run(sql`CREATE INDEX \`enquiries_items_decoration_idx\` ON \`enquiries_items\` (\`decoration_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`estimate\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_enquiries_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`variant_id\` integer,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`variant_id\`) REFERENCES \`product_variants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries_items\`("_order", "_parent_id", "id", "product_id", "variant_id") SELECT "_order", "_parent_id", "id", "product_id", "variant_id" FROM \`enquiries_items\`;`)
  await db.run(sql`DROP TABLE \`enquiries_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries_items\` RENAME TO \`enquiries_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enquiries_items_order_idx\` ON \`enquiries_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_items_parent_id_idx\` ON \`enquiries_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_items_product_idx\` ON \`enquiries_items\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_items_variant_idx\` ON \`enquiries_items\` (\`variant_id\`);`)
  await db.run(sql`ALTER TABLE \`product_customisation_tags\` DROP COLUMN \`unit_price\`;`)
  await db.run(sql`ALTER TABLE \`product_customisation_tags\` DROP COLUMN \`setup_fee\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`estimate\`;`)
}
