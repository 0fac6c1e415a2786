import * as migration_20261121_050249_initial from './20261121_050249_initial';
import * as migration_20261121_073108_review_payments from './20261121_073108_review_payments';
import * as migration_20261121_104108_notifications_jobs_audit from './20261121_104108_notifications_jobs_audit';
import * as migration_20261124_221321_delivered_at from './20261124_221321_delivered_at';
import * as migration_20261124_221342_exactly_once_constraints from './20261124_221342_exactly_once_constraints';
import * as migration_20261124_221441_idempotency_keys from './20261124_221441_idempotency_keys';
import * as migration_20261124_231812_staff_reset_interval from './20261124_231812_staff_reset_interval';
import * as migration_20261125_012633_enquiry_browser_audit_acting_staff from './20261125_012633_enquiry_browser_audit_acting_staff';
import * as migration_20261125_043901_upload_storage_fields from './20261125_043901_upload_storage_fields';
import * as migration_20261125_233000_product_search from './20261125_233000_product_search';
import * as migration_20261126_022614_low_stock_and_reorder from './20261126_022614_low_stock_and_reorder';
import * as migration_20261126_022750_enquiry_estimate from './20261126_022750_enquiry_estimate';
import * as migration_20261126_023221_production_timeline from './20261126_023221_production_timeline';
import * as migration_20261126_063828_set_up_fee_lines from './20261126_063828_set_up_fee_lines';
import * as migration_20261126_065418_recipient_links from './20261126_065418_recipient_links';
import * as migration_20261126_094105_recipient_invitations from './20261126_094105_recipient_invitations';
import * as migration_20261126_100819_products_listing_indexes from './20261126_100819_products_listing_indexes';
import * as migration_20261128_170247_company_workspaces from './20261128_170247_company_workspaces';
import * as migration_20261128_204057_company_list_indexes from './20261128_204057_company_list_indexes';
import * as migration_20261129_003323_member_invitations from './20261129_003323_member_invitations';
import * as migration_20261129_012523_company_join_domain from './20261129_012523_company_join_domain';
import * as migration_20261129_033929_budgets from './20261129_033929_budgets';
import * as migration_20261129_044140_approvals from './20261129_044140_approvals';
import * as migration_20261129_070004_approval_rules from './20261129_070004_approval_rules';
import * as migration_20261129_150136_on_account_approvals from './20261129_150136_on_account_approvals';
import * as migration_20261130_040956_api_keys from './20261130_040956_api_keys';
import * as migration_20261130_103217_webhooks from './20261130_103217_webhooks';
import * as migration_20261130_140915_project_paid_at from './20261130_140915_project_paid_at';
import * as migration_20261130_143257_accounting_sync from './20261130_143257_accounting_sync';
import * as migration_20261130_223006_inventory_donation_requests from './20261130_223006_inventory_donation_requests';
import * as migration_20261201_052839_parcel_tracking from './20261201_052839_parcel_tracking';
import * as migration_20261201_055335_line_item_cost from './20261201_055335_line_item_cost';
import * as migration_20261201_083946_shipping_labels from './20261201_083946_shipping_labels';
import * as migration_20261201_122310_international_parcels from './20261201_122310_international_parcels';
import * as migration_20261201_163724_parcel_emails from './20261201_163724_parcel_emails';

export const migrations = [
  {
    up: migration_20261121_050249_initial.up,
    down: migration_20261121_050249_initial.down,
    name: '20261121_050249_initial',
  },
  {
    up: migration_20261121_073108_review_payments.up,
    down: migration_20261121_073108_review_payments.down,
    name: '20261121_073108_review_payments',
  },
  {
    up: migration_20261121_104108_notifications_jobs_audit.up,
    down: migration_20261121_104108_notifications_jobs_audit.down,
    name: '20261121_104108_notifications_jobs_audit',
  },
  {
    up: migration_20261124_221321_delivered_at.up,
    down: migration_20261124_221321_delivered_at.down,
    name: '20261124_221321_delivered_at',
  },
  {
    up: migration_20261124_221342_exactly_once_constraints.up,
    down: migration_20261124_221342_exactly_once_constraints.down,
    name: '20261124_221342_exactly_once_constraints',
  },
  {
    up: migration_20261124_221441_idempotency_keys.up,
    down: migration_20261124_221441_idempotency_keys.down,
    name: '20261124_221441_idempotency_keys',
  },
  {
    up: migration_20261124_231812_staff_reset_interval.up,
    down: migration_20261124_231812_staff_reset_interval.down,
    name: '20261124_231812_staff_reset_interval',
  },
  {
    up: migration_20261125_012633_enquiry_browser_audit_acting_staff.up,
    down: migration_20261125_012633_enquiry_browser_audit_acting_staff.down,
    name: '20261125_012633_enquiry_browser_audit_acting_staff',
  },
  {
    up: migration_20261125_043901_upload_storage_fields.up,
    down: migration_20261125_043901_upload_storage_fields.down,
    name: '20261125_043901_upload_storage_fields',
  },
  {
    up: migration_20261125_233000_product_search.up,
    down: migration_20261125_233000_product_search.down,
    name: '20261125_233000_product_search',
  },
  {
    up: migration_20261126_022614_low_stock_and_reorder.up,
    down: migration_20261126_022614_low_stock_and_reorder.down,
    name: '20261126_022614_low_stock_and_reorder',
  },
  {
    up: migration_20261126_022750_enquiry_estimate.up,
    down: migration_20261126_022750_enquiry_estimate.down,
    name: '20261126_022750_enquiry_estimate',
  },
  {
    up: migration_20261126_023221_production_timeline.up,
    down: migration_20261126_023221_production_timeline.down,
    name: '20261126_023221_production_timeline',
  },
  {
    up: migration_20261126_063828_set_up_fee_lines.up,
    down: migration_20261126_063828_set_up_fee_lines.down,
    name: '20261126_063828_set_up_fee_lines',
  },
  {
    up: migration_20261126_065418_recipient_links.up,
    down: migration_20261126_065418_recipient_links.down,
    name: '20261126_065418_recipient_links',
  },
  {
    up: migration_20261126_094105_recipient_invitations.up,
    down: migration_20261126_094105_recipient_invitations.down,
    name: '20261126_094105_recipient_invitations',
  },
  {
    up: migration_20261126_100819_products_listing_indexes.up,
    down: migration_20261126_100819_products_listing_indexes.down,
    name: '20261126_100819_products_listing_indexes',
  },
  {
    up: migration_20261128_170247_company_workspaces.up,
    down: migration_20261128_170247_company_workspaces.down,
    name: '20261128_170247_company_workspaces',
  },
  {
    up: migration_20261128_204057_company_list_indexes.up,
    down: migration_20261128_204057_company_list_indexes.down,
    name: '20261128_204057_company_list_indexes',
  },
  {
    up: migration_20261129_003323_member_invitations.up,
    down: migration_20261129_003323_member_invitations.down,
    name: '20261129_003323_member_invitations',
  },
  {
    up: migration_20261129_012523_company_join_domain.up,
    down: migration_20261129_012523_company_join_domain.down,
    name: '20261129_012523_company_join_domain',
  },
  {
    up: migration_20261129_033929_budgets.up,
    down: migration_20261129_033929_budgets.down,
    name: '20261129_033929_budgets',
  },
  {
    up: migration_20261129_044140_approvals.up,
    down: migration_20261129_044140_approvals.down,
    name: '20261129_044140_approvals',
  },
  {
    up: migration_20261129_070004_approval_rules.up,
    down: migration_20261129_070004_approval_rules.down,
    name: '20261129_070004_approval_rules',
  },
  {
    up: migration_20261129_150136_on_account_approvals.up,
    down: migration_20261129_150136_on_account_approvals.down,
    name: '20261129_150136_on_account_approvals',
  },
  {
    up: migration_20261130_040956_api_keys.up,
    down: migration_20261130_040956_api_keys.down,
    name: '20261130_040956_api_keys',
  },
  {
    up: migration_20261130_103217_webhooks.up,
    down: migration_20261130_103217_webhooks.down,
    name: '20261130_103217_webhooks',
  },
  {
    up: migration_20261130_140915_project_paid_at.up,
    down: migration_20261130_140915_project_paid_at.down,
    name: '20261130_140915_project_paid_at',
  },
  {
    up: migration_20261130_143257_accounting_sync.up,
    down: migration_20261130_143257_accounting_sync.down,
    name: '20261130_143257_accounting_sync',
  },
  {
    up: migration_20261130_223006_inventory_donation_requests.up,
    down: migration_20261130_223006_inventory_donation_requests.down,
    name: '20261130_223006_inventory_donation_requests',
  },
  {
    up: migration_20261201_052839_parcel_tracking.up,
    down: migration_20261201_052839_parcel_tracking.down,
    name: '20261201_052839_parcel_tracking',
  },
  {
    up: migration_20261201_055335_line_item_cost.up,
    down: migration_20261201_055335_line_item_cost.down,
    name: '20261201_055335_line_item_cost',
  },
  {
    up: migration_20261201_083946_shipping_labels.up,
    down: migration_20261201_083946_shipping_labels.down,
    name: '20261201_083946_shipping_labels',
  },
  {
    up: migration_20261201_122310_international_parcels.up,
    down: migration_20261201_122310_international_parcels.down,
    name: '20261201_122310_international_parcels',
  },
  {
    up: migration_20261201_163724_parcel_emails.up,
    down: migration_20261201_163724_parcel_emails.down,
    name: '20261201_163724_parcel_emails'
  },
];
