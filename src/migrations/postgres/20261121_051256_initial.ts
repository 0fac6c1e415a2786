import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_staff_members_role" AS ENUM('admin', 'staff');
  CREATE TYPE "public"."enum_products_lifecycle" AS ENUM('active', 'archived');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_template" AS ENUM('Storefront', 'Start', 'SubmitEnquiry');
  CREATE TYPE "public"."enum_enquiries_type" AS ENUM('wishlist', 'general');
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('pending', 'submitted');
  CREATE TYPE "public"."enum_projects_status_change_log_status" AS ENUM('pending', 'proposal_sent', 'awaiting_confirmation', 'awaiting_payment', 'completed');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('pending', 'proposal_sent', 'awaiting_confirmation', 'awaiting_payment', 'completed');
  CREATE TYPE "public"."enum_projects_visibility" AS ENUM('active', 'archived');
  CREATE TYPE "public"."enum_projects_packing_type" AS ENUM('individual_items', 'swag_packs');
  CREATE TYPE "public"."enum_projects_shipment_type" AS ENUM('single_drop', 'distribution_list');
  CREATE TYPE "public"."enum_projects_payment_method" AS ENUM('card', 'invoice');
  CREATE TYPE "public"."enum_projects_payment_status" AS ENUM('unpaid', 'processing', 'paid', 'invoiced', 'failed', 'refunded');
  CREATE TYPE "public"."enum_orders_status_change_log_status" AS ENUM('pending', 'proposal_sent', 'awaiting_confirmation', 'awaiting_payment', 'completed');
  CREATE TYPE "public"."enum_orders_artwork_review_items_status" AS ENUM('pending', 'approved', 'changes_requested');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'proposal_sent', 'awaiting_confirmation', 'awaiting_payment', 'completed');
  CREATE TYPE "public"."enum_orders_packing_type" AS ENUM('individual_items', 'swag_packs');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('card', 'invoice');
  CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('unpaid', 'processing', 'paid', 'invoiced', 'failed', 'refunded');
  CREATE TYPE "public"."enum_inventory_items_status" AS ENUM('available', 'depleted');
  CREATE TYPE "public"."enum_inventory_items_gender" AS ENUM('mens', 'womens');
  CREATE TYPE "public"."enum_inventory_adjustments_reason" AS ENUM('received', 'shipment', 'shipment_cancelled', 'correction');
  CREATE TYPE "public"."enum_shipments_status" AS ENUM('pending', 'requested', 'processing', 'shipped', 'delivered', 'cancelled');
  CREATE TABLE "customers_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"full_name" varchar,
  	"company" varchar,
  	"phone_country_code" varchar DEFAULT 'AU',
  	"phone_number" varchar,
  	"phone_formatted" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "staff_members_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "staff_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_staff_members_role" DEFAULT 'staff' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "products_price_breaks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_quantity" numeric,
  	"price_per_unit" numeric
  );
  
  CREATE TABLE "products_key_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category_id" integer,
  	"status" "enum_products_lifecycle" DEFAULT 'active',
  	"show_on_product_category" boolean DEFAULT true,
  	"featured" boolean DEFAULT false,
  	"price" numeric,
  	"minimum_quantity" numeric DEFAULT 25,
  	"has_sizing" boolean DEFAULT false,
  	"description" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_customisation_tags_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_products_v_version_price_breaks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_quantity" numeric,
  	"price_per_unit" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_key_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_status" "enum_products_lifecycle" DEFAULT 'active',
  	"version_show_on_product_category" boolean DEFAULT true,
  	"version_featured" boolean DEFAULT false,
  	"version_price" numeric,
  	"version_minimum_quantity" numeric DEFAULT 25,
  	"version_has_sizing" boolean DEFAULT false,
  	"version_description" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_customisation_tags_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "product_variants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"colour" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_categories_featured_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"image_id" integer,
  	"description" varchar
  );
  
  CREATE TABLE "product_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"internal_use" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_collections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description_short" varchar,
  	"description_long" varchar,
  	"product_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_collections_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"storefront_images_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "product_recommendations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_recommendations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "product_customisation_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sizing_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"short_label" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_xs_url" varchar,
  	"sizes_xs_width" numeric,
  	"sizes_xs_height" numeric,
  	"sizes_xs_mime_type" varchar,
  	"sizes_xs_filesize" numeric,
  	"sizes_xs_filename" varchar,
  	"sizes_sm_url" varchar,
  	"sizes_sm_width" numeric,
  	"sizes_sm_height" numeric,
  	"sizes_sm_mime_type" varchar,
  	"sizes_sm_filesize" numeric,
  	"sizes_sm_filename" varchar,
  	"sizes_md_url" varchar,
  	"sizes_md_width" numeric,
  	"sizes_md_height" numeric,
  	"sizes_md_mime_type" varchar,
  	"sizes_md_filesize" numeric,
  	"sizes_md_filename" varchar,
  	"sizes_lg_url" varchar,
  	"sizes_lg_width" numeric,
  	"sizes_lg_height" numeric,
  	"sizes_lg_mime_type" varchar,
  	"sizes_lg_filesize" numeric,
  	"sizes_lg_filename" varchar,
  	"sizes_xl_url" varchar,
  	"sizes_xl_width" numeric,
  	"sizes_xl_height" numeric,
  	"sizes_xl_mime_type" varchar,
  	"sizes_xl_filesize" numeric,
  	"sizes_xl_filename" varchar,
  	"sizes_xxl_url" varchar,
  	"sizes_xxl_width" numeric,
  	"sizes_xxl_height" numeric,
  	"sizes_xxl_mime_type" varchar,
  	"sizes_xxl_filesize" numeric,
  	"sizes_xxl_filename" varchar,
  	"sizes_opengraph_url" varchar,
  	"sizes_opengraph_width" numeric,
  	"sizes_opengraph_height" numeric,
  	"sizes_opengraph_mime_type" varchar,
  	"sizes_opengraph_filesize" numeric,
  	"sizes_opengraph_filename" varchar
  );
  
  CREATE TABLE "storefront_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_xs_url" varchar,
  	"sizes_xs_width" numeric,
  	"sizes_xs_height" numeric,
  	"sizes_xs_mime_type" varchar,
  	"sizes_xs_filesize" numeric,
  	"sizes_xs_filename" varchar,
  	"sizes_sm_url" varchar,
  	"sizes_sm_width" numeric,
  	"sizes_sm_height" numeric,
  	"sizes_sm_mime_type" varchar,
  	"sizes_sm_filesize" numeric,
  	"sizes_sm_filename" varchar,
  	"sizes_md_url" varchar,
  	"sizes_md_width" numeric,
  	"sizes_md_height" numeric,
  	"sizes_md_mime_type" varchar,
  	"sizes_md_filesize" numeric,
  	"sizes_md_filename" varchar,
  	"sizes_lg_url" varchar,
  	"sizes_lg_width" numeric,
  	"sizes_lg_height" numeric,
  	"sizes_lg_mime_type" varchar,
  	"sizes_lg_filesize" numeric,
  	"sizes_lg_filename" varchar,
  	"sizes_xl_url" varchar,
  	"sizes_xl_width" numeric,
  	"sizes_xl_height" numeric,
  	"sizes_xl_mime_type" varchar,
  	"sizes_xl_filesize" numeric,
  	"sizes_xl_filename" varchar,
  	"sizes_xxl_url" varchar,
  	"sizes_xxl_width" numeric,
  	"sizes_xxl_height" numeric,
  	"sizes_xxl_mime_type" varchar,
  	"sizes_xxl_filesize" numeric,
  	"sizes_xxl_filename" varchar,
  	"sizes_opengraph_url" varchar,
  	"sizes_opengraph_width" numeric,
  	"sizes_opengraph_height" numeric,
  	"sizes_opengraph_mime_type" varchar,
  	"sizes_opengraph_filesize" numeric,
  	"sizes_opengraph_filename" varchar
  );
  
  CREATE TABLE "pages_start_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"template" "enum_pages_template" NOT NULL,
  	"storefront_heading" varchar,
  	"storefront_subheading" varchar,
  	"storefront_hero_image_id" integer,
  	"start_heading" varchar,
  	"start_book_call_url" varchar,
  	"submit_enquiry_before_submit_heading" varchar,
  	"submit_enquiry_before_submit_tip_heading" varchar,
  	"submit_enquiry_before_submit_tip_body" varchar,
  	"submit_enquiry_after_submit_heading" varchar,
  	"submit_enquiry_after_submit_body" varchar,
  	"submit_enquiry_after_submit_tip_heading" varchar,
  	"submit_enquiry_after_submit_tip_body" varchar,
  	"submit_enquiry_after_submit_book_call_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_collections_id" integer
  );
  
  CREATE TABLE "enquiries_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"variant_id" integer
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_enquiries_type" DEFAULT 'wishlist' NOT NULL,
  	"status" "enum_enquiries_status" DEFAULT 'pending' NOT NULL,
  	"customer_id" integer,
  	"email" varchar,
  	"phone_country_code" varchar,
  	"phone_number" varchar,
  	"audience" varchar,
  	"quantity" varchar,
  	"budget" varchar,
  	"due_date" timestamp(3) with time zone,
  	"utm_utm_source" varchar,
  	"utm_utm_medium" varchar,
  	"utm_utm_campaign" varchar,
  	"notes" varchar,
  	"project_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_status_change_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"timestamp" timestamp(3) with time zone NOT NULL,
  	"status" "enum_projects_status_change_log_status" NOT NULL
  );
  
  CREATE TABLE "projects_distribution_list_shipments_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line_item_id" integer NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "projects_distribution_list_shipments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"recipient_id" integer NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"status" "enum_projects_status" DEFAULT 'pending' NOT NULL,
  	"visibility" "enum_projects_visibility" DEFAULT 'active' NOT NULL,
  	"share_key" varchar,
  	"enquiry_id" integer,
  	"packing_type" "enum_projects_packing_type" DEFAULT 'individual_items',
  	"number_of_packs" numeric,
  	"has_sized_line_items" boolean DEFAULT false,
  	"sizes" jsonb,
  	"subtotal_price" numeric DEFAULT 0,
  	"shipping_estimate" numeric DEFAULT 0,
  	"shipment_type" "enum_projects_shipment_type",
  	"single_drop_recipient_id" integer,
  	"country" varchar DEFAULT 'AU',
  	"due_date" timestamp(3) with time zone,
  	"payment_method" "enum_projects_payment_method",
  	"payment_status" "enum_projects_payment_status" DEFAULT 'unpaid',
  	"stripe_transaction_id" varchar,
  	"invoice_number" varchar,
  	"invoice_issued_at" timestamp(3) with time zone,
  	"invoice_due_at" timestamp(3) with time zone,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "line_items_sizes_mens" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sizing_option_id" integer,
  	"quantity" numeric DEFAULT 0
  );
  
  CREATE TABLE "line_items_sizes_womens" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sizing_option_id" integer,
  	"quantity" numeric DEFAULT 0
  );
  
  CREATE TABLE "line_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"customer_id" integer,
  	"title" varchar NOT NULL,
  	"position" numeric DEFAULT 0,
  	"product_id" integer,
  	"variant_id" integer,
  	"mockup_image_id" integer,
  	"has_sizing" boolean DEFAULT false,
  	"is_packaging" boolean DEFAULT false,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"price_per_unit" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "line_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_customisation_tags_id" integer
  );
  
  CREATE TABLE "orders_status_change_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"timestamp" timestamp(3) with time zone NOT NULL,
  	"status" "enum_orders_status_change_log_status" NOT NULL
  );
  
  CREATE TABLE "orders_artwork_review_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_orders_artwork_review_items_status" DEFAULT 'pending' NOT NULL,
  	"line_item_id" integer,
  	"artwork_proof_id" integer,
  	"customer_comments" varchar,
  	"reviewed_by" varchar,
  	"reviewed_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"project_id" integer,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"share_key" varchar,
  	"packing_type" "enum_orders_packing_type" DEFAULT 'individual_items',
  	"number_of_packs" numeric,
  	"payment_method" "enum_orders_payment_method",
  	"payment_status" "enum_orders_payment_status" DEFAULT 'unpaid',
  	"stripe_transaction_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"line_items_id" integer
  );
  
  CREATE TABLE "artwork_proofs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"order_id" integer,
  	"line_item_id" integer,
  	"version" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_sm_url" varchar,
  	"sizes_sm_width" numeric,
  	"sizes_sm_height" numeric,
  	"sizes_sm_mime_type" varchar,
  	"sizes_sm_filesize" numeric,
  	"sizes_sm_filename" varchar,
  	"sizes_lg_url" varchar,
  	"sizes_lg_width" numeric,
  	"sizes_lg_height" numeric,
  	"sizes_lg_mime_type" varchar,
  	"sizes_lg_filesize" numeric,
  	"sizes_lg_filename" varchar,
  	"sizes_xl_url" varchar,
  	"sizes_xl_width" numeric,
  	"sizes_xl_height" numeric,
  	"sizes_xl_mime_type" varchar,
  	"sizes_xl_filesize" numeric,
  	"sizes_xl_filename" varchar
  );
  
  CREATE TABLE "mockups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_xs_url" varchar,
  	"sizes_xs_width" numeric,
  	"sizes_xs_height" numeric,
  	"sizes_xs_mime_type" varchar,
  	"sizes_xs_filesize" numeric,
  	"sizes_xs_filename" varchar,
  	"sizes_sm_url" varchar,
  	"sizes_sm_width" numeric,
  	"sizes_sm_height" numeric,
  	"sizes_sm_mime_type" varchar,
  	"sizes_sm_filesize" numeric,
  	"sizes_sm_filename" varchar,
  	"sizes_md_url" varchar,
  	"sizes_md_width" numeric,
  	"sizes_md_height" numeric,
  	"sizes_md_mime_type" varchar,
  	"sizes_md_filesize" numeric,
  	"sizes_md_filename" varchar,
  	"sizes_lg_url" varchar,
  	"sizes_lg_width" numeric,
  	"sizes_lg_height" numeric,
  	"sizes_lg_mime_type" varchar,
  	"sizes_lg_filesize" numeric,
  	"sizes_lg_filename" varchar
  );
  
  CREATE TABLE "inventory_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"order_id" integer,
  	"status" "enum_inventory_items_status" DEFAULT 'depleted',
  	"has_sizing" boolean DEFAULT false,
  	"gender" "enum_inventory_items_gender",
  	"size_id" integer,
  	"quantity_available" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inventory_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"line_items_id" integer
  );
  
  CREATE TABLE "inventory_adjustments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inventory_item_id" integer NOT NULL,
  	"customer_id" integer,
  	"delta" numeric NOT NULL,
  	"reason" "enum_inventory_adjustments_reason" NOT NULL,
  	"note" varchar,
  	"shipment_id" integer,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recipients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"company_name" varchar,
  	"address1" varchar NOT NULL,
  	"address2" varchar,
  	"suburb" varchar NOT NULL,
  	"state" varchar,
  	"postcode" varchar,
  	"country" varchar DEFAULT 'AU' NOT NULL,
  	"geolocation_lat" numeric,
  	"geolocation_lng" numeric,
  	"formatted_address" varchar,
  	"formatted_address_with_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipments_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"inventory_item_id" integer NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "shipments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"status" "enum_shipments_status" DEFAULT 'requested' NOT NULL,
  	"recipient_id" integer NOT NULL,
  	"processed_at" timestamp(3) with time zone,
  	"tracking_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sample_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"recipient_id" integer,
  	"comments" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sample_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"customers_id" integer,
  	"staff_members_id" integer,
  	"products_id" integer,
  	"product_variants_id" integer,
  	"product_categories_id" integer,
  	"product_collections_id" integer,
  	"product_recommendations_id" integer,
  	"product_customisation_tags_id" integer,
  	"sizing_options_id" integer,
  	"media_id" integer,
  	"storefront_images_id" integer,
  	"pages_id" integer,
  	"enquiries_id" integer,
  	"projects_id" integer,
  	"line_items_id" integer,
  	"orders_id" integer,
  	"artwork_proofs_id" integer,
  	"mockups_id" integer,
  	"inventory_items_id" integer,
  	"inventory_adjustments_id" integer,
  	"recipients_id" integer,
  	"shipments_id" integer,
  	"sample_requests_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"customers_id" integer,
  	"staff_members_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"quote" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"supplier_name" varchar,
  	"supplier_legal_name" varchar,
  	"supplier_abn" varchar,
  	"supplier_email" varchar,
  	"supplier_phone" varchar,
  	"supplier_address" varchar,
  	"supplier_staff_notification_email" varchar,
  	"has_collections" boolean DEFAULT false,
  	"payments_stripe_card_fee" numeric DEFAULT 1.5,
  	"payments_success_content_card_heading" varchar,
  	"payments_success_content_card_body" varchar,
  	"payments_success_content_card_whats_next" varchar,
  	"payments_success_content_invoice_heading" varchar,
  	"payments_success_content_invoice_body" varchar,
  	"payments_success_content_invoice_whats_next" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_categories_id" integer,
  	"sizing_options_id" integer
  );
  
  ALTER TABLE "customers_sessions" ADD CONSTRAINT "customers_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_members_sessions" ADD CONSTRAINT "staff_members_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_price_breaks" ADD CONSTRAINT "products_price_breaks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_key_features" ADD CONSTRAINT "products_key_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_product_customisation_tags_fk" FOREIGN KEY ("product_customisation_tags_id") REFERENCES "public"."product_customisation_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_price_breaks" ADD CONSTRAINT "_products_v_version_price_breaks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_key_features" ADD CONSTRAINT "_products_v_version_key_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_product_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_product_customisation_tags_fk" FOREIGN KEY ("product_customisation_tags_id") REFERENCES "public"."product_customisation_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories_featured_products" ADD CONSTRAINT "product_categories_featured_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories_featured_products" ADD CONSTRAINT "product_categories_featured_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories_featured_products" ADD CONSTRAINT "product_categories_featured_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_image_id_storefront_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."storefront_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_collections_rels" ADD CONSTRAINT "product_collections_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_collections_rels" ADD CONSTRAINT "product_collections_rels_storefront_images_fk" FOREIGN KEY ("storefront_images_id") REFERENCES "public"."storefront_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_collections_rels" ADD CONSTRAINT "product_collections_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_recommendations" ADD CONSTRAINT "product_recommendations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_recommendations_rels" ADD CONSTRAINT "product_recommendations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_recommendations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_recommendations_rels" ADD CONSTRAINT "product_recommendations_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_start_steps" ADD CONSTRAINT "pages_start_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_storefront_hero_image_id_storefront_images_id_fk" FOREIGN KEY ("storefront_hero_image_id") REFERENCES "public"."storefront_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_product_collections_fk" FOREIGN KEY ("product_collections_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries_items" ADD CONSTRAINT "enquiries_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_items" ADD CONSTRAINT "enquiries_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_items" ADD CONSTRAINT "enquiries_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_status_change_log" ADD CONSTRAINT "projects_status_change_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_distribution_list_shipments_items" ADD CONSTRAINT "projects_distribution_list_shipments_items_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_distribution_list_shipments_items" ADD CONSTRAINT "projects_distribution_list_shipments_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_distribution_list_shipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_distribution_list_shipments" ADD CONSTRAINT "projects_distribution_list_shipments_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_distribution_list_shipments" ADD CONSTRAINT "projects_distribution_list_shipments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_single_drop_recipient_id_recipients_id_fk" FOREIGN KEY ("single_drop_recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "line_items_sizes_mens" ADD CONSTRAINT "line_items_sizes_mens_sizing_option_id_sizing_options_id_fk" FOREIGN KEY ("sizing_option_id") REFERENCES "public"."sizing_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "line_items_sizes_mens" ADD CONSTRAINT "line_items_sizes_mens_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "line_items_sizes_womens" ADD CONSTRAINT "line_items_sizes_womens_sizing_option_id_sizing_options_id_fk" FOREIGN KEY ("sizing_option_id") REFERENCES "public"."sizing_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "line_items_sizes_womens" ADD CONSTRAINT "line_items_sizes_womens_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "line_items" ADD CONSTRAINT "line_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "line_items" ADD CONSTRAINT "line_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "line_items" ADD CONSTRAINT "line_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "line_items" ADD CONSTRAINT "line_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "line_items" ADD CONSTRAINT "line_items_mockup_image_id_mockups_id_fk" FOREIGN KEY ("mockup_image_id") REFERENCES "public"."mockups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "line_items_rels" ADD CONSTRAINT "line_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "line_items_rels" ADD CONSTRAINT "line_items_rels_product_customisation_tags_fk" FOREIGN KEY ("product_customisation_tags_id") REFERENCES "public"."product_customisation_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_status_change_log" ADD CONSTRAINT "orders_status_change_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_artwork_review_items" ADD CONSTRAINT "orders_artwork_review_items_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_artwork_review_items" ADD CONSTRAINT "orders_artwork_review_items_artwork_proof_id_artwork_proofs_id_fk" FOREIGN KEY ("artwork_proof_id") REFERENCES "public"."artwork_proofs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_artwork_review_items" ADD CONSTRAINT "orders_artwork_review_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_rels" ADD CONSTRAINT "orders_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_rels" ADD CONSTRAINT "orders_rels_line_items_fk" FOREIGN KEY ("line_items_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artwork_proofs" ADD CONSTRAINT "artwork_proofs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artwork_proofs" ADD CONSTRAINT "artwork_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artwork_proofs" ADD CONSTRAINT "artwork_proofs_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mockups" ADD CONSTRAINT "mockups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_size_id_sizing_options_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizing_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_items_rels" ADD CONSTRAINT "inventory_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inventory_items_rels" ADD CONSTRAINT "inventory_items_rels_line_items_fk" FOREIGN KEY ("line_items_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_created_by_id_staff_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipients" ADD CONSTRAINT "recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipments_items" ADD CONSTRAINT "shipments_items_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipments_items" ADD CONSTRAINT "shipments_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipments" ADD CONSTRAINT "shipments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipments" ADD CONSTRAINT "shipments_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_requests_rels" ADD CONSTRAINT "sample_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_requests_rels" ADD CONSTRAINT "sample_requests_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_members_fk" FOREIGN KEY ("staff_members_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_variants_fk" FOREIGN KEY ("product_variants_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_collections_fk" FOREIGN KEY ("product_collections_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_recommendations_fk" FOREIGN KEY ("product_recommendations_id") REFERENCES "public"."product_recommendations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_customisation_tags_fk" FOREIGN KEY ("product_customisation_tags_id") REFERENCES "public"."product_customisation_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sizing_options_fk" FOREIGN KEY ("sizing_options_id") REFERENCES "public"."sizing_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_storefront_images_fk" FOREIGN KEY ("storefront_images_id") REFERENCES "public"."storefront_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_line_items_fk" FOREIGN KEY ("line_items_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artwork_proofs_fk" FOREIGN KEY ("artwork_proofs_id") REFERENCES "public"."artwork_proofs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mockups_fk" FOREIGN KEY ("mockups_id") REFERENCES "public"."mockups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inventory_items_fk" FOREIGN KEY ("inventory_items_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inventory_adjustments_fk" FOREIGN KEY ("inventory_adjustments_id") REFERENCES "public"."inventory_adjustments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipients_fk" FOREIGN KEY ("recipients_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipments_fk" FOREIGN KEY ("shipments_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sample_requests_fk" FOREIGN KEY ("sample_requests_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_staff_members_fk" FOREIGN KEY ("staff_members_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_reviews" ADD CONSTRAINT "site_settings_reviews_image_id_storefront_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."storefront_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_reviews" ADD CONSTRAINT "site_settings_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_meta_image_id_storefront_images_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."storefront_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_sizing_options_fk" FOREIGN KEY ("sizing_options_id") REFERENCES "public"."sizing_options"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_sessions_order_idx" ON "customers_sessions" USING btree ("_order");
  CREATE INDEX "customers_sessions_parent_id_idx" ON "customers_sessions" USING btree ("_parent_id");
  CREATE INDEX "customers_is_active_idx" ON "customers" USING btree ("is_active");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "staff_members_sessions_order_idx" ON "staff_members_sessions" USING btree ("_order");
  CREATE INDEX "staff_members_sessions_parent_id_idx" ON "staff_members_sessions" USING btree ("_parent_id");
  CREATE INDEX "staff_members_updated_at_idx" ON "staff_members" USING btree ("updated_at");
  CREATE INDEX "staff_members_created_at_idx" ON "staff_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_members_email_idx" ON "staff_members" USING btree ("email");
  CREATE INDEX "products_price_breaks_order_idx" ON "products_price_breaks" USING btree ("_order");
  CREATE INDEX "products_price_breaks_parent_id_idx" ON "products_price_breaks" USING btree ("_parent_id");
  CREATE INDEX "products_key_features_order_idx" ON "products_key_features" USING btree ("_order");
  CREATE INDEX "products_key_features_parent_id_idx" ON "products_key_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_status_idx" ON "products" USING btree ("status");
  CREATE INDEX "products_show_on_product_category_idx" ON "products" USING btree ("show_on_product_category");
  CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured");
  CREATE INDEX "products_price_idx" ON "products" USING btree ("price");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "category_price_idx" ON "products" USING btree ("category_id","price");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_product_customisation_tags_id_idx" ON "products_rels" USING btree ("product_customisation_tags_id");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_version_price_breaks_order_idx" ON "_products_v_version_price_breaks" USING btree ("_order");
  CREATE INDEX "_products_v_version_price_breaks_parent_id_idx" ON "_products_v_version_price_breaks" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_key_features_order_idx" ON "_products_v_version_key_features" USING btree ("_order");
  CREATE INDEX "_products_v_version_key_features_parent_id_idx" ON "_products_v_version_key_features" USING btree ("_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_status_idx" ON "_products_v" USING btree ("version_status");
  CREATE INDEX "_products_v_version_version_show_on_product_category_idx" ON "_products_v" USING btree ("version_show_on_product_category");
  CREATE INDEX "_products_v_version_version_featured_idx" ON "_products_v" USING btree ("version_featured");
  CREATE INDEX "_products_v_version_version_price_idx" ON "_products_v" USING btree ("version_price");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "version_category_version_price_idx" ON "_products_v" USING btree ("version_category_id","version_price");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_product_customisation_tags_id_idx" ON "_products_v_rels" USING btree ("product_customisation_tags_id");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");
  CREATE INDEX "product_variants_name_idx" ON "product_variants" USING btree ("name");
  CREATE INDEX "product_variants_image_idx" ON "product_variants" USING btree ("image_id");
  CREATE INDEX "product_variants_updated_at_idx" ON "product_variants" USING btree ("updated_at");
  CREATE INDEX "product_variants_created_at_idx" ON "product_variants" USING btree ("created_at");
  CREATE INDEX "product_categories_featured_products_order_idx" ON "product_categories_featured_products" USING btree ("_order");
  CREATE INDEX "product_categories_featured_products_parent_id_idx" ON "product_categories_featured_products" USING btree ("_parent_id");
  CREATE INDEX "product_categories_featured_products_product_idx" ON "product_categories_featured_products" USING btree ("product_id");
  CREATE INDEX "product_categories_featured_products_image_idx" ON "product_categories_featured_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "product_categories_slug_idx" ON "product_categories" USING btree ("slug");
  CREATE INDEX "product_categories_image_idx" ON "product_categories" USING btree ("image_id");
  CREATE INDEX "product_categories_internal_use_idx" ON "product_categories" USING btree ("internal_use");
  CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");
  CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_collections_slug_idx" ON "product_collections" USING btree ("slug");
  CREATE INDEX "product_collections_updated_at_idx" ON "product_collections" USING btree ("updated_at");
  CREATE INDEX "product_collections_created_at_idx" ON "product_collections" USING btree ("created_at");
  CREATE INDEX "product_collections_rels_order_idx" ON "product_collections_rels" USING btree ("order");
  CREATE INDEX "product_collections_rels_parent_idx" ON "product_collections_rels" USING btree ("parent_id");
  CREATE INDEX "product_collections_rels_path_idx" ON "product_collections_rels" USING btree ("path");
  CREATE INDEX "product_collections_rels_storefront_images_id_idx" ON "product_collections_rels" USING btree ("storefront_images_id");
  CREATE INDEX "product_collections_rels_products_id_idx" ON "product_collections_rels" USING btree ("products_id");
  CREATE UNIQUE INDEX "product_recommendations_product_idx" ON "product_recommendations" USING btree ("product_id");
  CREATE INDEX "product_recommendations_updated_at_idx" ON "product_recommendations" USING btree ("updated_at");
  CREATE INDEX "product_recommendations_created_at_idx" ON "product_recommendations" USING btree ("created_at");
  CREATE INDEX "product_recommendations_rels_order_idx" ON "product_recommendations_rels" USING btree ("order");
  CREATE INDEX "product_recommendations_rels_parent_idx" ON "product_recommendations_rels" USING btree ("parent_id");
  CREATE INDEX "product_recommendations_rels_path_idx" ON "product_recommendations_rels" USING btree ("path");
  CREATE INDEX "product_recommendations_rels_products_id_idx" ON "product_recommendations_rels" USING btree ("products_id");
  CREATE UNIQUE INDEX "product_customisation_tags_slug_idx" ON "product_customisation_tags" USING btree ("slug");
  CREATE INDEX "product_customisation_tags_updated_at_idx" ON "product_customisation_tags" USING btree ("updated_at");
  CREATE INDEX "product_customisation_tags_created_at_idx" ON "product_customisation_tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "sizing_options_short_label_idx" ON "sizing_options" USING btree ("short_label");
  CREATE INDEX "sizing_options_order_idx" ON "sizing_options" USING btree ("order");
  CREATE INDEX "sizing_options_updated_at_idx" ON "sizing_options" USING btree ("updated_at");
  CREATE INDEX "sizing_options_created_at_idx" ON "sizing_options" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_xs_sizes_xs_filename_idx" ON "media" USING btree ("sizes_xs_filename");
  CREATE INDEX "media_sizes_sm_sizes_sm_filename_idx" ON "media" USING btree ("sizes_sm_filename");
  CREATE INDEX "media_sizes_md_sizes_md_filename_idx" ON "media" USING btree ("sizes_md_filename");
  CREATE INDEX "media_sizes_lg_sizes_lg_filename_idx" ON "media" USING btree ("sizes_lg_filename");
  CREATE INDEX "media_sizes_xl_sizes_xl_filename_idx" ON "media" USING btree ("sizes_xl_filename");
  CREATE INDEX "media_sizes_xxl_sizes_xxl_filename_idx" ON "media" USING btree ("sizes_xxl_filename");
  CREATE INDEX "media_sizes_opengraph_sizes_opengraph_filename_idx" ON "media" USING btree ("sizes_opengraph_filename");
  CREATE INDEX "storefront_images_updated_at_idx" ON "storefront_images" USING btree ("updated_at");
  CREATE INDEX "storefront_images_created_at_idx" ON "storefront_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "storefront_images_filename_idx" ON "storefront_images" USING btree ("filename");
  CREATE INDEX "storefront_images_sizes_xs_sizes_xs_filename_idx" ON "storefront_images" USING btree ("sizes_xs_filename");
  CREATE INDEX "storefront_images_sizes_sm_sizes_sm_filename_idx" ON "storefront_images" USING btree ("sizes_sm_filename");
  CREATE INDEX "storefront_images_sizes_md_sizes_md_filename_idx" ON "storefront_images" USING btree ("sizes_md_filename");
  CREATE INDEX "storefront_images_sizes_lg_sizes_lg_filename_idx" ON "storefront_images" USING btree ("sizes_lg_filename");
  CREATE INDEX "storefront_images_sizes_xl_sizes_xl_filename_idx" ON "storefront_images" USING btree ("sizes_xl_filename");
  CREATE INDEX "storefront_images_sizes_xxl_sizes_xxl_filename_idx" ON "storefront_images" USING btree ("sizes_xxl_filename");
  CREATE INDEX "storefront_images_sizes_opengraph_sizes_opengraph_filena_idx" ON "storefront_images" USING btree ("sizes_opengraph_filename");
  CREATE INDEX "pages_start_steps_order_idx" ON "pages_start_steps" USING btree ("_order");
  CREATE INDEX "pages_start_steps_parent_id_idx" ON "pages_start_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_template_idx" ON "pages" USING btree ("template");
  CREATE INDEX "pages_storefront_storefront_hero_image_idx" ON "pages" USING btree ("storefront_hero_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_product_collections_id_idx" ON "pages_rels" USING btree ("product_collections_id");
  CREATE INDEX "enquiries_items_order_idx" ON "enquiries_items" USING btree ("_order");
  CREATE INDEX "enquiries_items_parent_id_idx" ON "enquiries_items" USING btree ("_parent_id");
  CREATE INDEX "enquiries_items_product_idx" ON "enquiries_items" USING btree ("product_id");
  CREATE INDEX "enquiries_items_variant_idx" ON "enquiries_items" USING btree ("variant_id");
  CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");
  CREATE INDEX "enquiries_customer_idx" ON "enquiries" USING btree ("customer_id");
  CREATE INDEX "enquiries_project_idx" ON "enquiries" USING btree ("project_id");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE INDEX "status_createdAt_idx" ON "enquiries" USING btree ("status","created_at");
  CREATE INDEX "projects_status_change_log_order_idx" ON "projects_status_change_log" USING btree ("_order");
  CREATE INDEX "projects_status_change_log_parent_id_idx" ON "projects_status_change_log" USING btree ("_parent_id");
  CREATE INDEX "projects_distribution_list_shipments_items_order_idx" ON "projects_distribution_list_shipments_items" USING btree ("_order");
  CREATE INDEX "projects_distribution_list_shipments_items_parent_id_idx" ON "projects_distribution_list_shipments_items" USING btree ("_parent_id");
  CREATE INDEX "projects_distribution_list_shipments_items_line_item_idx" ON "projects_distribution_list_shipments_items" USING btree ("line_item_id");
  CREATE INDEX "projects_distribution_list_shipments_order_idx" ON "projects_distribution_list_shipments" USING btree ("_order");
  CREATE INDEX "projects_distribution_list_shipments_parent_id_idx" ON "projects_distribution_list_shipments" USING btree ("_parent_id");
  CREATE INDEX "projects_distribution_list_shipments_recipient_idx" ON "projects_distribution_list_shipments" USING btree ("recipient_id");
  CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id");
  CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");
  CREATE INDEX "projects_visibility_idx" ON "projects" USING btree ("visibility");
  CREATE INDEX "projects_share_key_idx" ON "projects" USING btree ("share_key");
  CREATE INDEX "projects_enquiry_idx" ON "projects" USING btree ("enquiry_id");
  CREATE INDEX "projects_single_drop_recipient_idx" ON "projects" USING btree ("single_drop_recipient_id");
  CREATE INDEX "projects_payment_status_idx" ON "projects" USING btree ("payment_status");
  CREATE INDEX "projects_stripe_transaction_id_idx" ON "projects" USING btree ("stripe_transaction_id");
  CREATE INDEX "projects_invoice_invoice_number_idx" ON "projects" USING btree ("invoice_number");
  CREATE INDEX "projects_order_idx" ON "projects" USING btree ("order_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "customer_visibility_createdAt_idx" ON "projects" USING btree ("customer_id","visibility","created_at");
  CREATE INDEX "line_items_sizes_mens_order_idx" ON "line_items_sizes_mens" USING btree ("_order");
  CREATE INDEX "line_items_sizes_mens_parent_id_idx" ON "line_items_sizes_mens" USING btree ("_parent_id");
  CREATE INDEX "line_items_sizes_mens_sizing_option_idx" ON "line_items_sizes_mens" USING btree ("sizing_option_id");
  CREATE INDEX "line_items_sizes_womens_order_idx" ON "line_items_sizes_womens" USING btree ("_order");
  CREATE INDEX "line_items_sizes_womens_parent_id_idx" ON "line_items_sizes_womens" USING btree ("_parent_id");
  CREATE INDEX "line_items_sizes_womens_sizing_option_idx" ON "line_items_sizes_womens" USING btree ("sizing_option_id");
  CREATE INDEX "line_items_project_idx" ON "line_items" USING btree ("project_id");
  CREATE INDEX "line_items_customer_idx" ON "line_items" USING btree ("customer_id");
  CREATE INDEX "line_items_product_idx" ON "line_items" USING btree ("product_id");
  CREATE INDEX "line_items_variant_idx" ON "line_items" USING btree ("variant_id");
  CREATE INDEX "line_items_mockup_image_idx" ON "line_items" USING btree ("mockup_image_id");
  CREATE INDEX "line_items_updated_at_idx" ON "line_items" USING btree ("updated_at");
  CREATE INDEX "line_items_created_at_idx" ON "line_items" USING btree ("created_at");
  CREATE INDEX "line_items_rels_order_idx" ON "line_items_rels" USING btree ("order");
  CREATE INDEX "line_items_rels_parent_idx" ON "line_items_rels" USING btree ("parent_id");
  CREATE INDEX "line_items_rels_path_idx" ON "line_items_rels" USING btree ("path");
  CREATE INDEX "line_items_rels_product_customisation_tags_id_idx" ON "line_items_rels" USING btree ("product_customisation_tags_id");
  CREATE INDEX "orders_status_change_log_order_idx" ON "orders_status_change_log" USING btree ("_order");
  CREATE INDEX "orders_status_change_log_parent_id_idx" ON "orders_status_change_log" USING btree ("_parent_id");
  CREATE INDEX "orders_artwork_review_items_order_idx" ON "orders_artwork_review_items" USING btree ("_order");
  CREATE INDEX "orders_artwork_review_items_parent_id_idx" ON "orders_artwork_review_items" USING btree ("_parent_id");
  CREATE INDEX "orders_artwork_review_items_line_item_idx" ON "orders_artwork_review_items" USING btree ("line_item_id");
  CREATE INDEX "orders_artwork_review_items_artwork_proof_idx" ON "orders_artwork_review_items" USING btree ("artwork_proof_id");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_project_idx" ON "orders" USING btree ("project_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_share_key_idx" ON "orders" USING btree ("share_key");
  CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "customer_createdAt_idx" ON "orders" USING btree ("customer_id","created_at");
  CREATE INDEX "orders_rels_order_idx" ON "orders_rels" USING btree ("order");
  CREATE INDEX "orders_rels_parent_idx" ON "orders_rels" USING btree ("parent_id");
  CREATE INDEX "orders_rels_path_idx" ON "orders_rels" USING btree ("path");
  CREATE INDEX "orders_rels_line_items_id_idx" ON "orders_rels" USING btree ("line_items_id");
  CREATE INDEX "artwork_proofs_customer_idx" ON "artwork_proofs" USING btree ("customer_id");
  CREATE INDEX "artwork_proofs_order_idx" ON "artwork_proofs" USING btree ("order_id");
  CREATE INDEX "artwork_proofs_line_item_idx" ON "artwork_proofs" USING btree ("line_item_id");
  CREATE INDEX "artwork_proofs_updated_at_idx" ON "artwork_proofs" USING btree ("updated_at");
  CREATE INDEX "artwork_proofs_created_at_idx" ON "artwork_proofs" USING btree ("created_at");
  CREATE UNIQUE INDEX "artwork_proofs_filename_idx" ON "artwork_proofs" USING btree ("filename");
  CREATE INDEX "artwork_proofs_sizes_sm_sizes_sm_filename_idx" ON "artwork_proofs" USING btree ("sizes_sm_filename");
  CREATE INDEX "artwork_proofs_sizes_lg_sizes_lg_filename_idx" ON "artwork_proofs" USING btree ("sizes_lg_filename");
  CREATE INDEX "artwork_proofs_sizes_xl_sizes_xl_filename_idx" ON "artwork_proofs" USING btree ("sizes_xl_filename");
  CREATE INDEX "mockups_customer_idx" ON "mockups" USING btree ("customer_id");
  CREATE INDEX "mockups_updated_at_idx" ON "mockups" USING btree ("updated_at");
  CREATE INDEX "mockups_created_at_idx" ON "mockups" USING btree ("created_at");
  CREATE UNIQUE INDEX "mockups_filename_idx" ON "mockups" USING btree ("filename");
  CREATE INDEX "mockups_sizes_xs_sizes_xs_filename_idx" ON "mockups" USING btree ("sizes_xs_filename");
  CREATE INDEX "mockups_sizes_sm_sizes_sm_filename_idx" ON "mockups" USING btree ("sizes_sm_filename");
  CREATE INDEX "mockups_sizes_md_sizes_md_filename_idx" ON "mockups" USING btree ("sizes_md_filename");
  CREATE INDEX "mockups_sizes_lg_sizes_lg_filename_idx" ON "mockups" USING btree ("sizes_lg_filename");
  CREATE INDEX "inventory_items_customer_idx" ON "inventory_items" USING btree ("customer_id");
  CREATE INDEX "inventory_items_order_idx" ON "inventory_items" USING btree ("order_id");
  CREATE INDEX "inventory_items_status_idx" ON "inventory_items" USING btree ("status");
  CREATE INDEX "inventory_items_gender_idx" ON "inventory_items" USING btree ("gender");
  CREATE INDEX "inventory_items_size_idx" ON "inventory_items" USING btree ("size_id");
  CREATE INDEX "inventory_items_updated_at_idx" ON "inventory_items" USING btree ("updated_at");
  CREATE INDEX "inventory_items_created_at_idx" ON "inventory_items" USING btree ("created_at");
  CREATE INDEX "customer_status_createdAt_idx" ON "inventory_items" USING btree ("customer_id","status","created_at");
  CREATE INDEX "inventory_items_rels_order_idx" ON "inventory_items_rels" USING btree ("order");
  CREATE INDEX "inventory_items_rels_parent_idx" ON "inventory_items_rels" USING btree ("parent_id");
  CREATE INDEX "inventory_items_rels_path_idx" ON "inventory_items_rels" USING btree ("path");
  CREATE INDEX "inventory_items_rels_line_items_id_idx" ON "inventory_items_rels" USING btree ("line_items_id");
  CREATE INDEX "inventory_adjustments_inventory_item_idx" ON "inventory_adjustments" USING btree ("inventory_item_id");
  CREATE INDEX "inventory_adjustments_customer_idx" ON "inventory_adjustments" USING btree ("customer_id");
  CREATE INDEX "inventory_adjustments_shipment_idx" ON "inventory_adjustments" USING btree ("shipment_id");
  CREATE INDEX "inventory_adjustments_created_by_idx" ON "inventory_adjustments" USING btree ("created_by_id");
  CREATE INDEX "inventory_adjustments_updated_at_idx" ON "inventory_adjustments" USING btree ("updated_at");
  CREATE INDEX "inventory_adjustments_created_at_idx" ON "inventory_adjustments" USING btree ("created_at");
  CREATE INDEX "recipients_customer_idx" ON "recipients" USING btree ("customer_id");
  CREATE INDEX "recipients_updated_at_idx" ON "recipients" USING btree ("updated_at");
  CREATE INDEX "recipients_created_at_idx" ON "recipients" USING btree ("created_at");
  CREATE INDEX "shipments_items_order_idx" ON "shipments_items" USING btree ("_order");
  CREATE INDEX "shipments_items_parent_id_idx" ON "shipments_items" USING btree ("_parent_id");
  CREATE INDEX "shipments_items_inventory_item_idx" ON "shipments_items" USING btree ("inventory_item_id");
  CREATE INDEX "shipments_customer_idx" ON "shipments" USING btree ("customer_id");
  CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status");
  CREATE INDEX "shipments_recipient_idx" ON "shipments" USING btree ("recipient_id");
  CREATE INDEX "shipments_updated_at_idx" ON "shipments" USING btree ("updated_at");
  CREATE INDEX "shipments_created_at_idx" ON "shipments" USING btree ("created_at");
  CREATE INDEX "customer_status_createdAt_1_idx" ON "shipments" USING btree ("customer_id","status","created_at");
  CREATE INDEX "sample_requests_customer_idx" ON "sample_requests" USING btree ("customer_id");
  CREATE INDEX "sample_requests_recipient_idx" ON "sample_requests" USING btree ("recipient_id");
  CREATE INDEX "sample_requests_updated_at_idx" ON "sample_requests" USING btree ("updated_at");
  CREATE INDEX "sample_requests_created_at_idx" ON "sample_requests" USING btree ("created_at");
  CREATE INDEX "sample_requests_rels_order_idx" ON "sample_requests_rels" USING btree ("order");
  CREATE INDEX "sample_requests_rels_parent_idx" ON "sample_requests_rels" USING btree ("parent_id");
  CREATE INDEX "sample_requests_rels_path_idx" ON "sample_requests_rels" USING btree ("path");
  CREATE INDEX "sample_requests_rels_products_id_idx" ON "sample_requests_rels" USING btree ("products_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_staff_members_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_members_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_product_variants_id_idx" ON "payload_locked_documents_rels" USING btree ("product_variants_id");
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");
  CREATE INDEX "payload_locked_documents_rels_product_collections_id_idx" ON "payload_locked_documents_rels" USING btree ("product_collections_id");
  CREATE INDEX "payload_locked_documents_rels_product_recommendations_id_idx" ON "payload_locked_documents_rels" USING btree ("product_recommendations_id");
  CREATE INDEX "payload_locked_documents_rels_product_customisation_tags_idx" ON "payload_locked_documents_rels" USING btree ("product_customisation_tags_id");
  CREATE INDEX "payload_locked_documents_rels_sizing_options_id_idx" ON "payload_locked_documents_rels" USING btree ("sizing_options_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_storefront_images_id_idx" ON "payload_locked_documents_rels" USING btree ("storefront_images_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_line_items_id_idx" ON "payload_locked_documents_rels" USING btree ("line_items_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_artwork_proofs_id_idx" ON "payload_locked_documents_rels" USING btree ("artwork_proofs_id");
  CREATE INDEX "payload_locked_documents_rels_mockups_id_idx" ON "payload_locked_documents_rels" USING btree ("mockups_id");
  CREATE INDEX "payload_locked_documents_rels_inventory_items_id_idx" ON "payload_locked_documents_rels" USING btree ("inventory_items_id");
  CREATE INDEX "payload_locked_documents_rels_inventory_adjustments_id_idx" ON "payload_locked_documents_rels" USING btree ("inventory_adjustments_id");
  CREATE INDEX "payload_locked_documents_rels_recipients_id_idx" ON "payload_locked_documents_rels" USING btree ("recipients_id");
  CREATE INDEX "payload_locked_documents_rels_shipments_id_idx" ON "payload_locked_documents_rels" USING btree ("shipments_id");
  CREATE INDEX "payload_locked_documents_rels_sample_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("sample_requests_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");
  CREATE INDEX "payload_preferences_rels_staff_members_id_idx" ON "payload_preferences_rels" USING btree ("staff_members_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_reviews_order_idx" ON "site_settings_reviews" USING btree ("_order");
  CREATE INDEX "site_settings_reviews_parent_id_idx" ON "site_settings_reviews" USING btree ("_parent_id");
  CREATE INDEX "site_settings_reviews_image_idx" ON "site_settings_reviews" USING btree ("image_id");
  CREATE INDEX "site_settings_meta_meta_image_idx" ON "site_settings" USING btree ("meta_image_id");
  CREATE INDEX "site_settings_rels_order_idx" ON "site_settings_rels" USING btree ("order");
  CREATE INDEX "site_settings_rels_parent_idx" ON "site_settings_rels" USING btree ("parent_id");
  CREATE INDEX "site_settings_rels_path_idx" ON "site_settings_rels" USING btree ("path");
  CREATE INDEX "site_settings_rels_product_categories_id_idx" ON "site_settings_rels" USING btree ("product_categories_id");
  CREATE INDEX "site_settings_rels_sizing_options_id_idx" ON "site_settings_rels" USING btree ("sizing_options_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "customers_sessions" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "staff_members_sessions" CASCADE;
  DROP TABLE "staff_members" CASCADE;
  DROP TABLE "products_price_breaks" CASCADE;
  DROP TABLE "products_key_features" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_price_breaks" CASCADE;
  DROP TABLE "_products_v_version_key_features" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "product_variants" CASCADE;
  DROP TABLE "product_categories_featured_products" CASCADE;
  DROP TABLE "product_categories" CASCADE;
  DROP TABLE "product_collections" CASCADE;
  DROP TABLE "product_collections_rels" CASCADE;
  DROP TABLE "product_recommendations" CASCADE;
  DROP TABLE "product_recommendations_rels" CASCADE;
  DROP TABLE "product_customisation_tags" CASCADE;
  DROP TABLE "sizing_options" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "storefront_images" CASCADE;
  DROP TABLE "pages_start_steps" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "enquiries_items" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "projects_status_change_log" CASCADE;
  DROP TABLE "projects_distribution_list_shipments_items" CASCADE;
  DROP TABLE "projects_distribution_list_shipments" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "line_items_sizes_mens" CASCADE;
  DROP TABLE "line_items_sizes_womens" CASCADE;
  DROP TABLE "line_items" CASCADE;
  DROP TABLE "line_items_rels" CASCADE;
  DROP TABLE "orders_status_change_log" CASCADE;
  DROP TABLE "orders_artwork_review_items" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "orders_rels" CASCADE;
  DROP TABLE "artwork_proofs" CASCADE;
  DROP TABLE "mockups" CASCADE;
  DROP TABLE "inventory_items" CASCADE;
  DROP TABLE "inventory_items_rels" CASCADE;
  DROP TABLE "inventory_adjustments" CASCADE;
  DROP TABLE "recipients" CASCADE;
  DROP TABLE "shipments_items" CASCADE;
  DROP TABLE "shipments" CASCADE;
  DROP TABLE "sample_requests" CASCADE;
  DROP TABLE "sample_requests_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_reviews" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_rels" CASCADE;
  DROP TYPE "public"."enum_staff_members_role";
  DROP TYPE "public"."enum_products_lifecycle";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum_pages_template";
  DROP TYPE "public"."enum_enquiries_type";
  DROP TYPE "public"."enum_enquiries_status";
  DROP TYPE "public"."enum_projects_status_change_log_status";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum_projects_visibility";
  DROP TYPE "public"."enum_projects_packing_type";
  DROP TYPE "public"."enum_projects_shipment_type";
  DROP TYPE "public"."enum_projects_payment_method";
  DROP TYPE "public"."enum_projects_payment_status";
  DROP TYPE "public"."enum_orders_status_change_log_status";
  DROP TYPE "public"."enum_orders_artwork_review_items_status";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_packing_type";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_orders_payment_status";
  DROP TYPE "public"."enum_inventory_items_status";
  DROP TYPE "public"."enum_inventory_items_gender";
  DROP TYPE "public"."enum_inventory_adjustments_reason";
  DROP TYPE "public"."enum_shipments_status";`)
}
