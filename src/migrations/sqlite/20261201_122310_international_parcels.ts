import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shipments_details_needed\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shipments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipments_details_needed_order_idx\` ON \`shipments_details_needed\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shipments_details_needed_parent_idx\` ON \`shipments_details_needed\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`customs_hs_code\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`customs_origin_country\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`customs_declared_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`customs_category\` text DEFAULT 'general';`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_customs_hs_code\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_customs_origin_country\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_customs_declared_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_customs_category\` text DEFAULT 'general';`)
  await db.run(sql`ALTER TABLE \`recipients\` ADD \`customs_ids_cpf\` text;`)
  await db.run(sql`ALTER TABLE \`recipients\` ADD \`customs_ids_kyc\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`duty_terms\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`estimated_duties\` numeric;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`customs_declaration\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`details_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`details_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`shipments_details_key_idx\` ON \`shipments\` (\`details_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`shipments_details_needed\`;`)
  await db.run(sql`DROP INDEX \`shipments_details_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`shipments\` DROP COLUMN \`duty_terms\`;`)
  await db.run(sql`ALTER TABLE \`shipments\` DROP COLUMN \`estimated_duties\`;`)
  await db.run(sql`ALTER TABLE \`shipments\` DROP COLUMN \`customs_declaration\`;`)
  await db.run(sql`ALTER TABLE \`shipments\` DROP COLUMN \`details_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`shipments\` DROP COLUMN \`details_key\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`customs_hs_code\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`customs_origin_country\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`customs_declared_value\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`customs_category\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_customs_hs_code\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_customs_origin_country\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_customs_declared_value\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_customs_category\`;`)
  await db.run(sql`ALTER TABLE \`recipients\` DROP COLUMN \`customs_ids_cpf\`;`)
  await db.run(sql`ALTER TABLE \`recipients\` DROP COLUMN \`customs_ids_kyc\`;`)
}
