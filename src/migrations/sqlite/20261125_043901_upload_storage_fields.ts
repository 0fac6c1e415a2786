import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`storefront_images\` ADD \`prefix\` text DEFAULT 'storefront-images';`)
  await db.run(sql`ALTER TABLE \`storefront_images\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`artwork_proofs\` ADD \`prefix\` text DEFAULT 'artwork-proofs';`)
  await db.run(sql`ALTER TABLE \`artwork_proofs\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`mockups\` ADD \`prefix\` text DEFAULT 'mockups';`)
  await db.run(sql`ALTER TABLE \`mockups\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`storefront_images\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`storefront_images\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`artwork_proofs\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`artwork_proofs\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`mockups\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`mockups\` DROP COLUMN \`_objectkey\`;`)
}
