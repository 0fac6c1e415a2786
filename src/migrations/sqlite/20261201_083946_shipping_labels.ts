import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shipping_labels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`shipment_id\` integer,
  	\`prefix\` text DEFAULT 'shipping-labels',
  	\`_objectkey\` text,
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
  	FOREIGN KEY (\`shipment_id\`) REFERENCES \`shipments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_labels_shipment_idx\` ON \`shipping_labels\` (\`shipment_id\`);`)
  await db.run(sql`CREATE INDEX \`shipping_labels_updated_at_idx\` ON \`shipping_labels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipping_labels_created_at_idx\` ON \`shipping_labels\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`shipping_labels_filename_idx\` ON \`shipping_labels\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`shipping_manifests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`carrier\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`manifest_id\` text,
  	\`parcels\` numeric,
  	\`prefix\` text DEFAULT 'shipping-manifests',
  	\`_objectkey\` text,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_manifests_updated_at_idx\` ON \`shipping_manifests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipping_manifests_created_at_idx\` ON \`shipping_manifests\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`shipping_manifests_filename_idx\` ON \`shipping_manifests\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`label_purchase\` text DEFAULT 'staff';`)
  await db.run(sql`ALTER TABLE \`inventory_items\` ADD \`unit_weight_grams\` numeric;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`in_hands_by\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`service_name\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`label_state\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`label_claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`label_problem\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`label_id\` integer REFERENCES shipping_labels(id);`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`postage_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`carrier_shipment_id\` text;`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`manifest_id\` integer REFERENCES shipping_manifests(id);`)
  await db.run(sql`ALTER TABLE \`shipments\` ADD \`rates\` text;`)
  await db.run(sql`CREATE INDEX \`shipments_label_state_idx\` ON \`shipments\` (\`label_state\`);`)
  await db.run(sql`CREATE INDEX \`shipments_label_idx\` ON \`shipments\` (\`label_id\`);`)
  await db.run(sql`CREATE INDEX \`shipments_manifest_idx\` ON \`shipments\` (\`manifest_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shipping_labels_id\` integer REFERENCES shipping_labels(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shipping_manifests_id\` integer REFERENCES shipping_manifests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_labels_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_labels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_manifests_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_manifests_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dispatch_from_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dispatch_from_address1\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dispatch_from_address2\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dispatch_from_suburb\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dispatch_from_state\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dispatch_from_postcode\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dispatch_from_phone\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dispatch_from_email\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`shipping_labels\`;`)
  await db.run(sql`DROP TABLE \`shipping_manifests\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_shipments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`recipient_id\` integer NOT NULL,
  	\`processed_at\` text,
  	\`tracking_url\` text,
  	\`carrier\` text,
  	\`tracking_number\` text,
  	\`tracking_state\` text,
  	\`tracking_at\` text,
  	\`tracking_note\` text,
  	\`estimated_delivery\` text,
  	\`tracking_checked_at\` text,
  	\`tracking_key\` text,
  	\`charge\` numeric,
  	\`hold_reason\` text,
  	\`company_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`recipients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_shipments\`("id", "customer_id", "status", "recipient_id", "processed_at", "tracking_url", "carrier", "tracking_number", "tracking_state", "tracking_at", "tracking_note", "estimated_delivery", "tracking_checked_at", "tracking_key", "charge", "hold_reason", "company_id", "updated_at", "created_at") SELECT "id", "customer_id", "status", "recipient_id", "processed_at", "tracking_url", "carrier", "tracking_number", "tracking_state", "tracking_at", "tracking_note", "estimated_delivery", "tracking_checked_at", "tracking_key", "charge", "hold_reason", "company_id", "updated_at", "created_at" FROM \`shipments\`;`)
  await db.run(sql`DROP TABLE \`shipments\`;`)
  await db.run(sql`ALTER TABLE \`__new_shipments\` RENAME TO \`shipments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`shipments_customer_idx\` ON \`shipments\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`shipments_status_idx\` ON \`shipments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`shipments_recipient_idx\` ON \`shipments\` (\`recipient_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`shipments_tracking_key_idx\` ON \`shipments\` (\`tracking_key\`);`)
  await db.run(sql`CREATE INDEX \`shipments_company_idx\` ON \`shipments\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`shipments_updated_at_idx\` ON \`shipments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipments_created_at_idx\` ON \`shipments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`company_status_createdAt_1_idx\` ON \`shipments\` (\`company_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`carrier_trackingNumber_idx\` ON \`shipments\` (\`carrier\`,\`tracking_number\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	\`staff_members_id\` integer,
  	\`companies_id\` integer,
  	\`memberships_id\` integer,
  	\`member_invitations_id\` integer,
  	\`api_keys_id\` integer,
  	\`webhook_endpoints_id\` integer,
  	\`webhook_events_id\` integer,
  	\`webhook_deliveries_id\` integer,
  	\`accounting_connections_id\` integer,
  	\`accounting_syncs_id\` integer,
  	\`budgets_id\` integer,
  	\`budget_entries_id\` integer,
  	\`approvals_id\` integer,
  	\`approval_rules_id\` integer,
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
  	\`invoices_id\` integer,
  	\`payment_events_id\` integer,
  	\`inventory_items_id\` integer,
  	\`inventory_adjustments_id\` integer,
  	\`recipients_id\` integer,
  	\`shipments_id\` integer,
  	\`parcel_events_id\` integer,
  	\`sample_requests_id\` integer,
  	\`recipient_links_id\` integer,
  	\`recipient_responses_id\` integer,
  	\`recipient_invitations_id\` integer,
  	\`audit_log_id\` integer,
  	\`idempotency_keys_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_members_id\`) REFERENCES \`staff_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memberships_id\`) REFERENCES \`memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_invitations_id\`) REFERENCES \`member_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`api_keys_id\`) REFERENCES \`api_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_endpoints_id\`) REFERENCES \`webhook_endpoints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_events_id\`) REFERENCES \`webhook_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_deliveries_id\`) REFERENCES \`webhook_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounting_connections_id\`) REFERENCES \`accounting_connections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounting_syncs_id\`) REFERENCES \`accounting_syncs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`budgets_id\`) REFERENCES \`budgets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`budget_entries_id\`) REFERENCES \`budget_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`approvals_id\`) REFERENCES \`approvals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`approval_rules_id\`) REFERENCES \`approval_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`invoices_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inventory_items_id\`) REFERENCES \`inventory_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inventory_adjustments_id\`) REFERENCES \`inventory_adjustments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipients_id\`) REFERENCES \`recipients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipments_id\`) REFERENCES \`shipments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`parcel_events_id\`) REFERENCES \`parcel_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_requests_id\`) REFERENCES \`sample_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipient_links_id\`) REFERENCES \`recipient_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipient_responses_id\`) REFERENCES \`recipient_responses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipient_invitations_id\`) REFERENCES \`recipient_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`idempotency_keys_id\`) REFERENCES \`idempotency_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "customers_id", "staff_members_id", "companies_id", "memberships_id", "member_invitations_id", "api_keys_id", "webhook_endpoints_id", "webhook_events_id", "webhook_deliveries_id", "accounting_connections_id", "accounting_syncs_id", "budgets_id", "budget_entries_id", "approvals_id", "approval_rules_id", "products_id", "product_variants_id", "product_categories_id", "product_collections_id", "product_recommendations_id", "product_customisation_tags_id", "sizing_options_id", "media_id", "storefront_images_id", "pages_id", "enquiries_id", "projects_id", "line_items_id", "orders_id", "artwork_proofs_id", "mockups_id", "invoices_id", "payment_events_id", "inventory_items_id", "inventory_adjustments_id", "recipients_id", "shipments_id", "parcel_events_id", "sample_requests_id", "recipient_links_id", "recipient_responses_id", "recipient_invitations_id", "audit_log_id", "idempotency_keys_id") SELECT "id", "order", "parent_id", "path", "customers_id", "staff_members_id", "companies_id", "memberships_id", "member_invitations_id", "api_keys_id", "webhook_endpoints_id", "webhook_events_id", "webhook_deliveries_id", "accounting_connections_id", "accounting_syncs_id", "budgets_id", "budget_entries_id", "approvals_id", "approval_rules_id", "products_id", "product_variants_id", "product_categories_id", "product_collections_id", "product_recommendations_id", "product_customisation_tags_id", "sizing_options_id", "media_id", "storefront_images_id", "pages_id", "enquiries_id", "projects_id", "line_items_id", "orders_id", "artwork_proofs_id", "mockups_id", "invoices_id", "payment_events_id", "inventory_items_id", "inventory_adjustments_id", "recipients_id", "shipments_id", "parcel_events_id", "sample_requests_id", "recipient_links_id", "recipient_responses_id", "recipient_invitations_id", "audit_log_id", "idempotency_keys_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_members_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_memberships_id_idx\` ON \`payload_locked_documents_rels\` (\`memberships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`member_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_api_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`api_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_endpoints_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_endpoints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_events_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounting_connections_id_idx\` ON \`payload_locked_documents_rels\` (\`accounting_connections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounting_syncs_id_idx\` ON \`payload_locked_documents_rels\` (\`accounting_syncs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_budgets_id_idx\` ON \`payload_locked_documents_rels\` (\`budgets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_budget_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`budget_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_approvals_id_idx\` ON \`payload_locked_documents_rels\` (\`approvals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_approval_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`approval_rules_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inventory_items_id_idx\` ON \`payload_locked_documents_rels\` (\`inventory_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inventory_adjustments_id_idx\` ON \`payload_locked_documents_rels\` (\`inventory_adjustments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipients_id_idx\` ON \`payload_locked_documents_rels\` (\`recipients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipments_id_idx\` ON \`payload_locked_documents_rels\` (\`shipments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parcel_events_id_idx\` ON \`payload_locked_documents_rels\` (\`parcel_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipient_links_id_idx\` ON \`payload_locked_documents_rels\` (\`recipient_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipient_responses_id_idx\` ON \`payload_locked_documents_rels\` (\`recipient_responses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipient_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`recipient_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_idempotency_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`idempotency_keys_id\`);`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`label_purchase\`;`)
  await db.run(sql`ALTER TABLE \`inventory_items\` DROP COLUMN \`unit_weight_grams\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dispatch_from_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dispatch_from_address1\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dispatch_from_address2\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dispatch_from_suburb\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dispatch_from_state\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dispatch_from_postcode\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dispatch_from_phone\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dispatch_from_email\`;`)
}
