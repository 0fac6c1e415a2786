import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`companies\` ADD \`join_domain\` text;`)
  await db.run(sql`CREATE INDEX \`companies_join_domain_idx\` ON \`companies\` (\`join_domain\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`companies_join_domain_idx\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`join_domain\`;`)
}
