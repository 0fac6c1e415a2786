import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customers_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_sessions_order_idx\` ON \`customers_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_sessions_parent_id_idx\` ON \`customers_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`full_name\` text,
  	\`company\` text,
  	\`phone_country_code\` text DEFAULT 'AU',
  	\`phone_number\` text,
  	\`phone_formatted\` text,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`_verified\` integer,
  	\`_verificationtoken\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_is_active_idx\` ON \`customers\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`staff_members_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_members_sessions_order_idx\` ON \`staff_members_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`staff_members_sessions_parent_id_idx\` ON \`staff_members_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text DEFAULT 'staff' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_members_updated_at_idx\` ON \`staff_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_members_created_at_idx\` ON \`staff_members\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_members_email_idx\` ON \`staff_members\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`products_price_breaks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_quantity\` numeric,
  	\`price_per_unit\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_price_breaks_order_idx\` ON \`products_price_breaks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_price_breaks_parent_id_idx\` ON \`products_price_breaks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_key_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_key_features_order_idx\` ON \`products_key_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_key_features_parent_id_idx\` ON \`products_key_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`status\` text DEFAULT 'active',
  	\`show_on_product_category\` integer DEFAULT true,
  	\`featured\` integer DEFAULT false,
  	\`price\` numeric,
  	\`minimum_quantity\` numeric DEFAULT 25,
  	\`has_sizing\` integer DEFAULT false,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_status_idx\` ON \`products\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`products_show_on_product_category_idx\` ON \`products\` (\`show_on_product_category\`);`)
  await db.run(sql`CREATE INDEX \`products_featured_idx\` ON \`products\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`products_price_idx\` ON \`products\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`category_price_idx\` ON \`products\` (\`category_id\`,\`price\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_customisation_tags_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_customisation_tags_id\`) REFERENCES \`product_customisation_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_product_customisation_tags_id_idx\` ON \`products_rels\` (\`product_customisation_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_price_breaks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_quantity\` numeric,
  	\`price_per_unit\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_price_breaks_order_idx\` ON \`_products_v_version_price_breaks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_price_breaks_parent_id_idx\` ON \`_products_v_version_price_breaks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_key_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_key_features_order_idx\` ON \`_products_v_version_key_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_key_features_parent_id_idx\` ON \`_products_v_version_key_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_status\` text DEFAULT 'active',
  	\`version_show_on_product_category\` integer DEFAULT true,
  	\`version_featured\` integer DEFAULT false,
  	\`version_price\` numeric,
  	\`version_minimum_quantity\` numeric DEFAULT 25,
  	\`version_has_sizing\` integer DEFAULT false,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_status_idx\` ON \`_products_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_show_on_product_category_idx\` ON \`_products_v\` (\`version_show_on_product_category\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_featured_idx\` ON \`_products_v\` (\`version_featured\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_price_idx\` ON \`_products_v\` (\`version_price\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_category_version_price_idx\` ON \`_products_v\` (\`version_category_id\`,\`version_price\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_customisation_tags_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_customisation_tags_id\`) REFERENCES \`product_customisation_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_product_customisation_tags_id_idx\` ON \`_products_v_rels\` (\`product_customisation_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`product_variants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`colour\` text NOT NULL,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`product_variants_product_idx\` ON \`product_variants\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`product_variants_name_idx\` ON \`product_variants\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`product_variants_image_idx\` ON \`product_variants\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_variants_updated_at_idx\` ON \`product_variants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_variants_created_at_idx\` ON \`product_variants\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_featured_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`image_id\` integer,
  	\`description\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_featured_products_order_idx\` ON \`product_categories_featured_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_featured_products_parent_id_idx\` ON \`product_categories_featured_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_featured_products_product_idx\` ON \`product_categories_featured_products\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_featured_products_image_idx\` ON \`product_categories_featured_products\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`internal_use\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`storefront_images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_slug_idx\` ON \`product_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_image_idx\` ON \`product_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_internal_use_idx\` ON \`product_categories\` (\`internal_use\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_updated_at_idx\` ON \`product_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_created_at_idx\` ON \`product_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_collections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description_short\` text,
  	\`description_long\` text,
  	\`product_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_collections_slug_idx\` ON \`product_collections\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`product_collections_updated_at_idx\` ON \`product_collections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_collections_created_at_idx\` ON \`product_collections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_collections_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`storefront_images_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`storefront_images_id\`) REFERENCES \`storefront_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_collections_rels_order_idx\` ON \`product_collections_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`product_collections_rels_parent_idx\` ON \`product_collections_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_collections_rels_path_idx\` ON \`product_collections_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`product_collections_rels_storefront_images_id_idx\` ON \`product_collections_rels\` (\`storefront_images_id\`);`)
  await db.run(sql`CREATE INDEX \`product_collections_rels_products_id_idx\` ON \`product_collections_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`product_recommendations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_recommendations_product_idx\` ON \`product_recommendations\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`product_recommendations_updated_at_idx\` ON \`product_recommendations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_recommendations_created_at_idx\` ON \`product_recommendations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_recommendations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_recommendations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_recommendations_rels_order_idx\` ON \`product_recommendations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`product_recommendations_rels_parent_idx\` ON \`product_recommendations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_recommendations_rels_path_idx\` ON \`product_recommendations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`product_recommendations_rels_products_id_idx\` ON \`product_recommendations_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`product_customisation_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_customisation_tags_slug_idx\` ON \`product_customisation_tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`product_customisation_tags_updated_at_idx\` ON \`product_customisation_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_customisation_tags_created_at_idx\` ON \`product_customisation_tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sizing_options\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`short_label\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sizing_options_short_label_idx\` ON \`sizing_options\` (\`short_label\`);`)
  await db.run(sql`CREATE INDEX \`sizing_options_order_idx\` ON \`sizing_options\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sizing_options_updated_at_idx\` ON \`sizing_options\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sizing_options_created_at_idx\` ON \`sizing_options\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_xs_url\` text,
  	\`sizes_xs_width\` numeric,
  	\`sizes_xs_height\` numeric,
  	\`sizes_xs_mime_type\` text,
  	\`sizes_xs_filesize\` numeric,
  	\`sizes_xs_filename\` text,
  	\`sizes_sm_url\` text,
  	\`sizes_sm_width\` numeric,
  	\`sizes_sm_height\` numeric,
  	\`sizes_sm_mime_type\` text,
  	\`sizes_sm_filesize\` numeric,
  	\`sizes_sm_filename\` text,
  	\`sizes_md_url\` text,
  	\`sizes_md_width\` numeric,
  	\`sizes_md_height\` numeric,
  	\`sizes_md_mime_type\` text,
  	\`sizes_md_filesize\` numeric,
  	\`sizes_md_filename\` text,
  	\`sizes_lg_url\` text,
  	\`sizes_lg_width\` numeric,
  	\`sizes_lg_height\` numeric,
  	\`sizes_lg_mime_type\` text,
  	\`sizes_lg_filesize\` numeric,
  	\`sizes_lg_filename\` text,
  	\`sizes_xl_url\` text,
  	\`sizes_xl_width\` numeric,
  	\`sizes_xl_height\` numeric,
  	\`sizes_xl_mime_type\` text,
  	\`sizes_xl_filesize\` numeric,
  	\`sizes_xl_filename\` text,
  	\`sizes_xxl_url\` text,
  	\`sizes_xxl_width\` numeric,
  	\`sizes_xxl_height\` numeric,
  	\`sizes_xxl_mime_type\` text,
  	\`sizes_xxl_filesize\` numeric,
  	\`sizes_xxl_filename\` text,
  	\`sizes_opengraph_url\` text,
  	\`sizes_opengraph_width\` numeric,
  	\`sizes_opengraph_height\` numeric,
  	\`sizes_opengraph_mime_type\` text,
  	\`sizes_opengraph_filesize\` numeric,
  	\`sizes_opengraph_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xs_sizes_xs_filename_idx\` ON \`media\` (\`sizes_xs_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_sm_sizes_sm_filename_idx\` ON \`media\` (\`sizes_sm_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_md_sizes_md_filename_idx\` ON \`media\` (\`sizes_md_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_lg_sizes_lg_filename_idx\` ON \`media\` (\`sizes_lg_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xl_sizes_xl_filename_idx\` ON \`media\` (\`sizes_xl_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xxl_sizes_xxl_filename_idx\` ON \`media\` (\`sizes_xxl_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_opengraph_sizes_opengraph_filename_idx\` ON \`media\` (\`sizes_opengraph_filename\`);`)
  await db.run(sql`CREATE TABLE \`storefront_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_xs_url\` text,
  	\`sizes_xs_width\` numeric,
  	\`sizes_xs_height\` numeric,
  	\`sizes_xs_mime_type\` text,
  	\`sizes_xs_filesize\` numeric,
  	\`sizes_xs_filename\` text,
  	\`sizes_sm_url\` text,
  	\`sizes_sm_width\` numeric,
  	\`sizes_sm_height\` numeric,
  	\`sizes_sm_mime_type\` text,
  	\`sizes_sm_filesize\` numeric,
  	\`sizes_sm_filename\` text,
  	\`sizes_md_url\` text,
  	\`sizes_md_width\` numeric,
  	\`sizes_md_height\` numeric,
  	\`sizes_md_mime_type\` text,
  	\`sizes_md_filesize\` numeric,
  	\`sizes_md_filename\` text,
  	\`sizes_lg_url\` text,
  	\`sizes_lg_width\` numeric,
  	\`sizes_lg_height\` numeric,
  	\`sizes_lg_mime_type\` text,
  	\`sizes_lg_filesize\` numeric,
  	\`sizes_lg_filename\` text,
  	\`sizes_xl_url\` text,
  	\`sizes_xl_width\` numeric,
  	\`sizes_xl_height\` numeric,
  	\`sizes_xl_mime_type\` text,
  	\`sizes_xl_filesize\` numeric,
  	\`sizes_xl_filename\` text,
  	\`sizes_xxl_url\` text,
  	\`sizes_xxl_width\` numeric,
  	\`sizes_xxl_height\` numeric,
  	\`sizes_xxl_mime_type\` text,
  	\`sizes_xxl_filesize\` numeric,
  	\`sizes_xxl_filename\` text,
  	\`sizes_opengraph_url\` text,
  	\`sizes_opengraph_width\` numeric,
  	\`sizes_opengraph_height\` numeric,
  	\`sizes_opengraph_mime_type\` text,
  	\`sizes_opengraph_filesize\` numeric,
  	\`sizes_opengraph_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`storefront_images_updated_at_idx\` ON \`storefront_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`storefront_images_created_at_idx\` ON \`storefront_images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`storefront_images_filename_idx\` ON \`storefront_images\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`storefront_images_sizes_xs_sizes_xs_filename_idx\` ON \`storefront_images\` (\`sizes_xs_filename\`);`)
  await db.run(sql`CREATE INDEX \`storefront_images_sizes_sm_sizes_sm_filename_idx\` ON \`storefront_images\` (\`sizes_sm_filename\`);`)
  await db.run(sql`CREATE INDEX \`storefront_images_sizes_md_sizes_md_filename_idx\` ON \`storefront_images\` (\`sizes_md_filename\`);`)
  await db.run(sql`CREATE INDEX \`storefront_images_sizes_lg_sizes_lg_filename_idx\` ON \`storefront_images\` (\`sizes_lg_filename\`);`)
  await db.run(sql`CREATE INDEX \`storefront_images_sizes_xl_sizes_xl_filename_idx\` ON \`storefront_images\` (\`sizes_xl_filename\`);`)
  await db.run(sql`CREATE INDEX \`storefront_images_sizes_xxl_sizes_xxl_filename_idx\` ON \`storefront_images\` (\`sizes_xxl_filename\`);`)
  await db.run(sql`CREATE INDEX \`storefront_images_sizes_opengraph_sizes_opengraph_filena_idx\` ON \`storefront_images\` (\`sizes_opengraph_filename\`);`)
  await db.run(sql`CREATE TABLE \`pages_start_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_start_steps_order_idx\` ON \`pages_start_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_start_steps_parent_id_idx\` ON \`pages_start_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`template\` text NOT NULL,
  	\`storefront_heading\` text,
  	\`storefront_subheading\` text,
  	\`storefront_hero_image_id\` integer,
  	\`start_heading\` text,
  	\`start_book_call_url\` text,
  	\`submit_enquiry_before_submit_heading\` text,
  	\`submit_enquiry_before_submit_tip_heading\` text,
  	\`submit_enquiry_before_submit_tip_body\` text,
  	\`submit_enquiry_after_submit_heading\` text,
  	\`submit_enquiry_after_submit_body\` text,
  	\`submit_enquiry_after_submit_tip_heading\` text,
  	\`submit_enquiry_after_submit_tip_body\` text,
  	\`submit_enquiry_after_submit_book_call_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`storefront_hero_image_id\`) REFERENCES \`storefront_images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_template_idx\` ON \`pages\` (\`template\`);`)
  await db.run(sql`CREATE INDEX \`pages_storefront_storefront_hero_image_idx\` ON \`pages\` (\`storefront_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_collections_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_collections_id\`) REFERENCES \`product_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_product_collections_id_idx\` ON \`pages_rels\` (\`product_collections_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries_items\` (
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
  await db.run(sql`CREATE INDEX \`enquiries_items_order_idx\` ON \`enquiries_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_items_parent_id_idx\` ON \`enquiries_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_items_product_idx\` ON \`enquiries_items\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_items_variant_idx\` ON \`enquiries_items\` (\`variant_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'wishlist' NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`customer_id\` integer,
  	\`email\` text,
  	\`phone_country_code\` text,
  	\`phone_number\` text,
  	\`audience\` text,
  	\`quantity\` text,
  	\`budget\` text,
  	\`due_date\` text,
  	\`utm_utm_source\` text,
  	\`utm_utm_medium\` text,
  	\`utm_utm_campaign\` text,
  	\`notes\` text,
  	\`project_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_customer_idx\` ON \`enquiries\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_project_idx\` ON \`enquiries\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`enquiries\` (\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`projects_status_change_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`timestamp\` text NOT NULL,
  	\`status\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_status_change_log_order_idx\` ON \`projects_status_change_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_status_change_log_parent_id_idx\` ON \`projects_status_change_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_distribution_list_shipments_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`line_item_id\` integer NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	FOREIGN KEY (\`line_item_id\`) REFERENCES \`line_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_distribution_list_shipments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_distribution_list_shipments_items_order_idx\` ON \`projects_distribution_list_shipments_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_distribution_list_shipments_items_parent_id_idx\` ON \`projects_distribution_list_shipments_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_distribution_list_shipments_items_line_item_idx\` ON \`projects_distribution_list_shipments_items\` (\`line_item_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_distribution_list_shipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`recipient_id\` integer NOT NULL,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`recipients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_distribution_list_shipments_order_idx\` ON \`projects_distribution_list_shipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_distribution_list_shipments_parent_id_idx\` ON \`projects_distribution_list_shipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_distribution_list_shipments_recipient_idx\` ON \`projects_distribution_list_shipments\` (\`recipient_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
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
  await db.run(sql`CREATE TABLE \`line_items_sizes_mens\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sizing_option_id\` integer,
  	\`quantity\` numeric DEFAULT 0,
  	FOREIGN KEY (\`sizing_option_id\`) REFERENCES \`sizing_options\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`line_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`line_items_sizes_mens_order_idx\` ON \`line_items_sizes_mens\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`line_items_sizes_mens_parent_id_idx\` ON \`line_items_sizes_mens\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`line_items_sizes_mens_sizing_option_idx\` ON \`line_items_sizes_mens\` (\`sizing_option_id\`);`)
  await db.run(sql`CREATE TABLE \`line_items_sizes_womens\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sizing_option_id\` integer,
  	\`quantity\` numeric DEFAULT 0,
  	FOREIGN KEY (\`sizing_option_id\`) REFERENCES \`sizing_options\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`line_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`line_items_sizes_womens_order_idx\` ON \`line_items_sizes_womens\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`line_items_sizes_womens_parent_id_idx\` ON \`line_items_sizes_womens\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`line_items_sizes_womens_sizing_option_idx\` ON \`line_items_sizes_womens\` (\`sizing_option_id\`);`)
  await db.run(sql`CREATE TABLE \`line_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`title\` text NOT NULL,
  	\`position\` numeric DEFAULT 0,
  	\`product_id\` integer,
  	\`variant_id\` integer,
  	\`mockup_image_id\` integer,
  	\`has_sizing\` integer DEFAULT false,
  	\`is_packaging\` integer DEFAULT false,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`price_per_unit\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`variant_id\`) REFERENCES \`product_variants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mockup_image_id\`) REFERENCES \`mockups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`line_items_project_idx\` ON \`line_items\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`line_items_customer_idx\` ON \`line_items\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`line_items_product_idx\` ON \`line_items\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`line_items_variant_idx\` ON \`line_items\` (\`variant_id\`);`)
  await db.run(sql`CREATE INDEX \`line_items_mockup_image_idx\` ON \`line_items\` (\`mockup_image_id\`);`)
  await db.run(sql`CREATE INDEX \`line_items_updated_at_idx\` ON \`line_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`line_items_created_at_idx\` ON \`line_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`line_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_customisation_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`line_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_customisation_tags_id\`) REFERENCES \`product_customisation_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`line_items_rels_order_idx\` ON \`line_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`line_items_rels_parent_idx\` ON \`line_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`line_items_rels_path_idx\` ON \`line_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`line_items_rels_product_customisation_tags_id_idx\` ON \`line_items_rels\` (\`product_customisation_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_status_change_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`timestamp\` text NOT NULL,
  	\`status\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_status_change_log_order_idx\` ON \`orders_status_change_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_change_log_parent_id_idx\` ON \`orders_status_change_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_artwork_review_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`line_item_id\` integer,
  	\`artwork_proof_id\` integer,
  	\`customer_comments\` text,
  	\`reviewed_by\` text,
  	\`reviewed_at\` text,
  	FOREIGN KEY (\`line_item_id\`) REFERENCES \`line_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artwork_proof_id\`) REFERENCES \`artwork_proofs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_artwork_review_items_order_idx\` ON \`orders_artwork_review_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_artwork_review_items_parent_id_idx\` ON \`orders_artwork_review_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_artwork_review_items_line_item_idx\` ON \`orders_artwork_review_items\` (\`line_item_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_artwork_review_items_artwork_proof_idx\` ON \`orders_artwork_review_items\` (\`artwork_proof_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`project_id\` integer,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`share_key\` text,
  	\`packing_type\` text DEFAULT 'individual_items',
  	\`number_of_packs\` numeric,
  	\`payment_method\` text,
  	\`payment_status\` text DEFAULT 'unpaid',
  	\`stripe_transaction_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_project_idx\` ON \`orders\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_share_key_idx\` ON \`orders\` (\`share_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_status_idx\` ON \`orders\` (\`payment_status\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_createdAt_idx\` ON \`orders\` (\`customer_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orders_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`line_items_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`line_items_id\`) REFERENCES \`line_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_rels_order_idx\` ON \`orders_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`orders_rels_parent_idx\` ON \`orders_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_rels_path_idx\` ON \`orders_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`orders_rels_line_items_id_idx\` ON \`orders_rels\` (\`line_items_id\`);`)
  await db.run(sql`CREATE TABLE \`artwork_proofs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`line_item_id\` integer,
  	\`version\` numeric DEFAULT 1,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_sm_url\` text,
  	\`sizes_sm_width\` numeric,
  	\`sizes_sm_height\` numeric,
  	\`sizes_sm_mime_type\` text,
  	\`sizes_sm_filesize\` numeric,
  	\`sizes_sm_filename\` text,
  	\`sizes_lg_url\` text,
  	\`sizes_lg_width\` numeric,
  	\`sizes_lg_height\` numeric,
  	\`sizes_lg_mime_type\` text,
  	\`sizes_lg_filesize\` numeric,
  	\`sizes_lg_filename\` text,
  	\`sizes_xl_url\` text,
  	\`sizes_xl_width\` numeric,
  	\`sizes_xl_height\` numeric,
  	\`sizes_xl_mime_type\` text,
  	\`sizes_xl_filesize\` numeric,
  	\`sizes_xl_filename\` text,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`line_item_id\`) REFERENCES \`line_items\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`artwork_proofs_customer_idx\` ON \`artwork_proofs\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`artwork_proofs_order_idx\` ON \`artwork_proofs\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`artwork_proofs_line_item_idx\` ON \`artwork_proofs\` (\`line_item_id\`);`)
  await db.run(sql`CREATE INDEX \`artwork_proofs_updated_at_idx\` ON \`artwork_proofs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`artwork_proofs_created_at_idx\` ON \`artwork_proofs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`artwork_proofs_filename_idx\` ON \`artwork_proofs\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`artwork_proofs_sizes_sm_sizes_sm_filename_idx\` ON \`artwork_proofs\` (\`sizes_sm_filename\`);`)
  await db.run(sql`CREATE INDEX \`artwork_proofs_sizes_lg_sizes_lg_filename_idx\` ON \`artwork_proofs\` (\`sizes_lg_filename\`);`)
  await db.run(sql`CREATE INDEX \`artwork_proofs_sizes_xl_sizes_xl_filename_idx\` ON \`artwork_proofs\` (\`sizes_xl_filename\`);`)
  await db.run(sql`CREATE TABLE \`mockups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_xs_url\` text,
  	\`sizes_xs_width\` numeric,
  	\`sizes_xs_height\` numeric,
  	\`sizes_xs_mime_type\` text,
  	\`sizes_xs_filesize\` numeric,
  	\`sizes_xs_filename\` text,
  	\`sizes_sm_url\` text,
  	\`sizes_sm_width\` numeric,
  	\`sizes_sm_height\` numeric,
  	\`sizes_sm_mime_type\` text,
  	\`sizes_sm_filesize\` numeric,
  	\`sizes_sm_filename\` text,
  	\`sizes_md_url\` text,
  	\`sizes_md_width\` numeric,
  	\`sizes_md_height\` numeric,
  	\`sizes_md_mime_type\` text,
  	\`sizes_md_filesize\` numeric,
  	\`sizes_md_filename\` text,
  	\`sizes_lg_url\` text,
  	\`sizes_lg_width\` numeric,
  	\`sizes_lg_height\` numeric,
  	\`sizes_lg_mime_type\` text,
  	\`sizes_lg_filesize\` numeric,
  	\`sizes_lg_filename\` text,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`mockups_customer_idx\` ON \`mockups\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`mockups_updated_at_idx\` ON \`mockups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mockups_created_at_idx\` ON \`mockups\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`mockups_filename_idx\` ON \`mockups\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`mockups_sizes_xs_sizes_xs_filename_idx\` ON \`mockups\` (\`sizes_xs_filename\`);`)
  await db.run(sql`CREATE INDEX \`mockups_sizes_sm_sizes_sm_filename_idx\` ON \`mockups\` (\`sizes_sm_filename\`);`)
  await db.run(sql`CREATE INDEX \`mockups_sizes_md_sizes_md_filename_idx\` ON \`mockups\` (\`sizes_md_filename\`);`)
  await db.run(sql`CREATE INDEX \`mockups_sizes_lg_sizes_lg_filename_idx\` ON \`mockups\` (\`sizes_lg_filename\`);`)
  await db.run(sql`CREATE TABLE \`inventory_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`status\` text DEFAULT 'depleted',
  	\`has_sizing\` integer DEFAULT false,
  	\`gender\` text,
  	\`size_id\` integer,
  	\`quantity_available\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`size_id\`) REFERENCES \`sizing_options\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inventory_items_customer_idx\` ON \`inventory_items\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_order_idx\` ON \`inventory_items\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_status_idx\` ON \`inventory_items\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_gender_idx\` ON \`inventory_items\` (\`gender\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_size_idx\` ON \`inventory_items\` (\`size_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_updated_at_idx\` ON \`inventory_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_created_at_idx\` ON \`inventory_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_status_createdAt_idx\` ON \`inventory_items\` (\`customer_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inventory_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`line_items_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inventory_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`line_items_id\`) REFERENCES \`line_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inventory_items_rels_order_idx\` ON \`inventory_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_rels_parent_idx\` ON \`inventory_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_rels_path_idx\` ON \`inventory_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_rels_line_items_id_idx\` ON \`inventory_items_rels\` (\`line_items_id\`);`)
  await db.run(sql`CREATE TABLE \`inventory_adjustments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`inventory_item_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`delta\` numeric NOT NULL,
  	\`reason\` text NOT NULL,
  	\`note\` text,
  	\`shipment_id\` integer,
  	\`created_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`inventory_item_id\`) REFERENCES \`inventory_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shipment_id\`) REFERENCES \`shipments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inventory_adjustments_inventory_item_idx\` ON \`inventory_adjustments\` (\`inventory_item_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_adjustments_customer_idx\` ON \`inventory_adjustments\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_adjustments_shipment_idx\` ON \`inventory_adjustments\` (\`shipment_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_adjustments_created_by_idx\` ON \`inventory_adjustments\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`inventory_adjustments_updated_at_idx\` ON \`inventory_adjustments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inventory_adjustments_created_at_idx\` ON \`inventory_adjustments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`recipients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`company_name\` text,
  	\`address1\` text NOT NULL,
  	\`address2\` text,
  	\`suburb\` text NOT NULL,
  	\`state\` text,
  	\`postcode\` text,
  	\`country\` text DEFAULT 'AU' NOT NULL,
  	\`geolocation_lat\` numeric,
  	\`geolocation_lng\` numeric,
  	\`formatted_address\` text,
  	\`formatted_address_with_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recipients_customer_idx\` ON \`recipients\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`recipients_updated_at_idx\` ON \`recipients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recipients_created_at_idx\` ON \`recipients\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipments_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`inventory_item_id\` integer NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	FOREIGN KEY (\`inventory_item_id\`) REFERENCES \`inventory_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipments_items_order_idx\` ON \`shipments_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shipments_items_parent_id_idx\` ON \`shipments_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shipments_items_inventory_item_idx\` ON \`shipments_items\` (\`inventory_item_id\`);`)
  await db.run(sql`CREATE TABLE \`shipments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`recipient_id\` integer NOT NULL,
  	\`processed_at\` text,
  	\`tracking_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`recipients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`shipments_customer_idx\` ON \`shipments\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`shipments_status_idx\` ON \`shipments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`shipments_recipient_idx\` ON \`shipments\` (\`recipient_id\`);`)
  await db.run(sql`CREATE INDEX \`shipments_updated_at_idx\` ON \`shipments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipments_created_at_idx\` ON \`shipments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_status_createdAt_1_idx\` ON \`shipments\` (\`customer_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sample_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`recipient_id\` integer,
  	\`comments\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`recipients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sample_requests_customer_idx\` ON \`sample_requests\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_recipient_idx\` ON \`sample_requests\` (\`recipient_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_updated_at_idx\` ON \`sample_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_created_at_idx\` ON \`sample_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sample_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sample_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sample_requests_rels_order_idx\` ON \`sample_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_rels_parent_idx\` ON \`sample_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_rels_path_idx\` ON \`sample_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_rels_products_id_idx\` ON \`sample_requests_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	\`staff_members_id\` integer,
  	\`products_id\` integer,
  	\`product_variants_id\` integer,
  	\`product_categories_id\` integer,
  	\`product_collections_id\` integer,
  	\`product_recommendations_id\` integer,
  	\`product_customisation_tags_id\` integer,
  	\`sizing_options_id\` integer,
  	\`media_id\` integer,
  	\`storefront_images_id\` integer,
  	\`pages_id\` integer,
  	\`enquiries_id\` integer,
  	\`projects_id\` integer,
  	\`line_items_id\` integer,
  	\`orders_id\` integer,
  	\`artwork_proofs_id\` integer,
  	\`mockups_id\` integer,
  	\`inventory_items_id\` integer,
  	\`inventory_adjustments_id\` integer,
  	\`recipients_id\` integer,
  	\`shipments_id\` integer,
  	\`sample_requests_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_members_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_variants_id\`) REFERENCES \`product_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_collections_id\`) REFERENCES \`product_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_recommendations_id\`) REFERENCES \`product_recommendations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_customisation_tags_id\`) REFERENCES \`product_customisation_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sizing_options_id\`) REFERENCES \`sizing_options\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`storefront_images_id\`) REFERENCES \`storefront_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`line_items_id\`) REFERENCES \`line_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artwork_proofs_id\`) REFERENCES \`artwork_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mockups_id\`) REFERENCES \`mockups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inventory_items_id\`) REFERENCES \`inventory_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inventory_adjustments_id\`) REFERENCES \`inventory_adjustments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipients_id\`) REFERENCES \`recipients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipments_id\`) REFERENCES \`shipments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_requests_id\`) REFERENCES \`sample_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_members_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`product_variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_collections_id_idx\` ON \`payload_locked_documents_rels\` (\`product_collections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_recommendations_id_idx\` ON \`payload_locked_documents_rels\` (\`product_recommendations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_customisation_tags_idx\` ON \`payload_locked_documents_rels\` (\`product_customisation_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sizing_options_id_idx\` ON \`payload_locked_documents_rels\` (\`sizing_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_storefront_images_id_idx\` ON \`payload_locked_documents_rels\` (\`storefront_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_line_items_id_idx\` ON \`payload_locked_documents_rels\` (\`line_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_artwork_proofs_id_idx\` ON \`payload_locked_documents_rels\` (\`artwork_proofs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mockups_id_idx\` ON \`payload_locked_documents_rels\` (\`mockups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inventory_items_id_idx\` ON \`payload_locked_documents_rels\` (\`inventory_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inventory_adjustments_id_idx\` ON \`payload_locked_documents_rels\` (\`inventory_adjustments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipients_id_idx\` ON \`payload_locked_documents_rels\` (\`recipients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipments_id_idx\` ON \`payload_locked_documents_rels\` (\`shipments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_requests_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	\`staff_members_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_members_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_customers_id_idx\` ON \`payload_preferences_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_staff_members_id_idx\` ON \`payload_preferences_rels\` (\`staff_members_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`quote\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`storefront_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_reviews_order_idx\` ON \`site_settings_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_reviews_parent_id_idx\` ON \`site_settings_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_reviews_image_idx\` ON \`site_settings_reviews\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`supplier_name\` text,
  	\`supplier_legal_name\` text,
  	\`supplier_abn\` text,
  	\`supplier_email\` text,
  	\`supplier_phone\` text,
  	\`supplier_address\` text,
  	\`supplier_staff_notification_email\` text,
  	\`has_collections\` integer DEFAULT false,
  	\`payments_stripe_card_fee\` numeric DEFAULT 1.5,
  	\`payments_success_content_card_heading\` text,
  	\`payments_success_content_card_body\` text,
  	\`payments_success_content_card_whats_next\` text,
  	\`payments_success_content_invoice_heading\` text,
  	\`payments_success_content_invoice_body\` text,
  	\`payments_success_content_invoice_whats_next\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`storefront_images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_meta_meta_image_idx\` ON \`site_settings\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	\`sizing_options_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sizing_options_id\`) REFERENCES \`sizing_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_rels_order_idx\` ON \`site_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_parent_idx\` ON \`site_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_path_idx\` ON \`site_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_product_categories_id_idx\` ON \`site_settings_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_sizing_options_id_idx\` ON \`site_settings_rels\` (\`sizing_options_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`customers_sessions\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`staff_members_sessions\`;`)
  await db.run(sql`DROP TABLE \`staff_members\`;`)
  await db.run(sql`DROP TABLE \`products_price_breaks\`;`)
  await db.run(sql`DROP TABLE \`products_key_features\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_price_breaks\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_key_features\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`product_variants\`;`)
  await db.run(sql`DROP TABLE \`product_categories_featured_products\`;`)
  await db.run(sql`DROP TABLE \`product_categories\`;`)
  await db.run(sql`DROP TABLE \`product_collections\`;`)
  await db.run(sql`DROP TABLE \`product_collections_rels\`;`)
  await db.run(sql`DROP TABLE \`product_recommendations\`;`)
  await db.run(sql`DROP TABLE \`product_recommendations_rels\`;`)
  await db.run(sql`DROP TABLE \`product_customisation_tags\`;`)
  await db.run(sql`DROP TABLE \`sizing_options\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`storefront_images\`;`)
  await db.run(sql`DROP TABLE \`pages_start_steps\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`enquiries_items\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`projects_status_change_log\`;`)
  await db.run(sql`DROP TABLE \`projects_distribution_list_shipments_items\`;`)
  await db.run(sql`DROP TABLE \`projects_distribution_list_shipments\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`line_items_sizes_mens\`;`)
  await db.run(sql`DROP TABLE \`line_items_sizes_womens\`;`)
  await db.run(sql`DROP TABLE \`line_items\`;`)
  await db.run(sql`DROP TABLE \`line_items_rels\`;`)
  await db.run(sql`DROP TABLE \`orders_status_change_log\`;`)
  await db.run(sql`DROP TABLE \`orders_artwork_review_items\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders_rels\`;`)
  await db.run(sql`DROP TABLE \`artwork_proofs\`;`)
  await db.run(sql`DROP TABLE \`mockups\`;`)
  await db.run(sql`DROP TABLE \`inventory_items\`;`)
  await db.run(sql`DROP TABLE \`inventory_items_rels\`;`)
  await db.run(sql`DROP TABLE \`inventory_adjustments\`;`)
  await db.run(sql`DROP TABLE \`recipients\`;`)
  await db.run(sql`DROP TABLE \`shipments_items\`;`)
  await db.run(sql`DROP TABLE \`shipments\`;`)
  await db.run(sql`DROP TABLE \`sample_requests\`;`)
  await db.run(sql`DROP TABLE \`sample_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_reviews\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_rels\`;`)
}
