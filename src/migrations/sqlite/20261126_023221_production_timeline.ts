import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_timeline_stages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`stage\` text,
  	\`planned_date\` text,
  	\`actual_date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_timeline_stages_order_idx\` ON \`orders_timeline_stages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_timeline_stages_parent_id_idx\` ON \`orders_timeline_stages\` (\`_parent_id\`);`)
  // Written by hand: an order has each stage of its timeline once, however its writes interleave.
  await db.run(sql`CREATE UNIQUE INDEX \`orders_timeline_stages_one_per_order\` ON \`orders_timeline_stages\` (\`_parent_id\`, \`stage\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`lead_time_days\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_lead_time_days\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`purchase_order_number\` text;`)
  await db.run(sql`CREATE INDEX \`projects_purchase_order_number_idx\` ON \`projects\` (\`purchase_order_number\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`timeline_approved_on\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`timeline_in_hands_date\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`timeline_meets_in_hands_date\` integer;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`timeline_state\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`timeline_lead_time_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`timeline_next_stage\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`timeline_next_due\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`timeline_overdue_alerted\` text;`)
  await db.run(sql`CREATE INDEX \`orders_timeline_timeline_next_due_idx\` ON \`orders\` (\`timeline_next_due\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_timeline_stages\`;`)
  await db.run(sql`DROP INDEX \`projects_purchase_order_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`purchase_order_number\`;`)
  await db.run(sql`DROP INDEX \`orders_timeline_timeline_next_due_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`timeline_approved_on\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`timeline_in_hands_date\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`timeline_meets_in_hands_date\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`timeline_state\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`timeline_lead_time_days\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`timeline_next_stage\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`timeline_next_due\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`timeline_overdue_alerted\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`lead_time_days\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_lead_time_days\`;`)
}
