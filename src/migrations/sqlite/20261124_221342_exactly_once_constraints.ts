import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_project_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_project_idx\` ON \`orders\` (\`project_id\`);`)
  // Invariants the database holds even if application code has a bug: stock never below zero,
  // one restock per cancelled shipment line, one completing payment per project. SQLite cannot
  // add a CHECK to an existing table, so triggers refuse the negative balance instead; a later
  // migration that rebuilds inventory_items must create them again.
  await db.run(sql`CREATE TRIGGER \`inventory_items_stock_never_negative_insert\` BEFORE INSERT ON \`inventory_items\`
    WHEN NEW.quantity_available < 0 BEGIN SELECT RAISE(ABORT, 'inventory_items_stock_never_negative'); END;`)
  await db.run(sql`CREATE TRIGGER \`inventory_items_stock_never_negative_update\` BEFORE UPDATE OF \`quantity_available\` ON \`inventory_items\`
    WHEN NEW.quantity_available < 0 BEGIN SELECT RAISE(ABORT, 'inventory_items_stock_never_negative'); END;`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`inventory_adjustments_one_restock_per_line\` ON \`inventory_adjustments\` (\`shipment_id\`, \`inventory_item_id\`) WHERE \`reason\` = 'shipment_cancelled';`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`payment_events_one_completion_per_project\` ON \`payment_events\` (\`project_id\`) WHERE \`outcome\` = 'completed';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER \`inventory_items_stock_never_negative_insert\`;`)
  await db.run(sql`DROP TRIGGER \`inventory_items_stock_never_negative_update\`;`)
  await db.run(sql`DROP INDEX \`inventory_adjustments_one_restock_per_line\`;`)
  await db.run(sql`DROP INDEX \`payment_events_one_completion_per_project\`;`)
  await db.run(sql`DROP INDEX \`orders_project_idx\`;`)
  await db.run(sql`CREATE INDEX \`orders_project_idx\` ON \`orders\` (\`project_id\`);`)
}
