import * as migration_20261121_051256_initial from './20261121_051256_initial';
import * as migration_20261121_073205_review_payments from './20261121_073205_review_payments';
import * as migration_20261121_104127_notifications_jobs_audit from './20261121_104127_notifications_jobs_audit';
import * as migration_20261124_221315_delivered_at from './20261124_221315_delivered_at';
import * as migration_20261124_221346_exactly_once_constraints from './20261124_221346_exactly_once_constraints';
import * as migration_20261124_221445_idempotency_keys from './20261124_221445_idempotency_keys';
import * as migration_20261124_231821_staff_reset_interval from './20261124_231821_staff_reset_interval';
import * as migration_20261125_012712_enquiry_browser_audit_acting_staff from './20261125_012712_enquiry_browser_audit_acting_staff';
import * as migration_20261125_043829_upload_storage_fields from './20261125_043829_upload_storage_fields';
import * as migration_20261125_233000_product_search from './20261125_233000_product_search';
import * as migration_20261126_003000_search_trigram_cost from './20261126_003000_search_trigram_cost';
import * as migration_20261126_022657_low_stock_and_reorder from './20261126_022657_low_stock_and_reorder';
import * as migration_20261126_022840_enquiry_estimate from './20261126_022840_enquiry_estimate';
import * as migration_20261126_023357_production_timeline from './20261126_023357_production_timeline';
import * as migration_20261126_030000_search_prefix_words from './20261126_030000_search_prefix_words';
import * as migration_20261126_035534_production_overdue_job from './20261126_035534_production_overdue_job';
import * as migration_20261126_063818_set_up_fee_lines from './20261126_063818_set_up_fee_lines';
import * as migration_20261126_065346_recipient_links from './20261126_065346_recipient_links';
import * as migration_20261126_094120_recipient_invitations from './20261126_094120_recipient_invitations';
import * as migration_20261126_100737_products_listing_indexes from './20261126_100737_products_listing_indexes';
import * as migration_20261128_170300_company_workspaces from './20261128_170300_company_workspaces';
import * as migration_20261128_204109_company_list_indexes from './20261128_204109_company_list_indexes';
import * as migration_20261129_003333_member_invitations from './20261129_003333_member_invitations';
import * as migration_20261129_012537_company_join_domain from './20261129_012537_company_join_domain';
import * as migration_20261129_033934_budgets from './20261129_033934_budgets';
import * as migration_20261129_044127_approvals from './20261129_044127_approvals';
import * as migration_20261129_070019_approval_rules from './20261129_070019_approval_rules';
import * as migration_20261129_150146_on_account_approvals from './20261129_150146_on_account_approvals';
import * as migration_20261130_041016_api_keys from './20261130_041016_api_keys';
import * as migration_20261130_103228_webhooks from './20261130_103228_webhooks';
import * as migration_20261130_140944_project_paid_at from './20261130_140944_project_paid_at';
import * as migration_20261130_143309_accounting_sync from './20261130_143309_accounting_sync';
import * as migration_20261130_223024_inventory_donation_requests from './20261130_223024_inventory_donation_requests';
import * as migration_20261201_052840_parcel_tracking from './20261201_052840_parcel_tracking';
import * as migration_20261201_055334_line_item_cost from './20261201_055334_line_item_cost';
import * as migration_20261201_083948_shipping_labels from './20261201_083948_shipping_labels';
import * as migration_20261201_093916_label_voids from './20261201_093916_label_voids';
import * as migration_20261201_122348_international_parcels from './20261201_122348_international_parcels';
import * as migration_20261201_163817_parcel_emails from './20261201_163817_parcel_emails';

export const migrations = [
  {
    up: migration_20261121_051256_initial.up,
    down: migration_20261121_051256_initial.down,
    name: '20261121_051256_initial',
  },
  {
    up: migration_20261121_073205_review_payments.up,
    down: migration_20261121_073205_review_payments.down,
    name: '20261121_073205_review_payments',
  },
  {
    up: migration_20261121_104127_notifications_jobs_audit.up,
    down: migration_20261121_104127_notifications_jobs_audit.down,
    name: '20261121_104127_notifications_jobs_audit',
  },
  {
    up: migration_20261124_221315_delivered_at.up,
    down: migration_20261124_221315_delivered_at.down,
    name: '20261124_221315_delivered_at',
  },
  {
    up: migration_20261124_221346_exactly_once_constraints.up,
    down: migration_20261124_221346_exactly_once_constraints.down,
    name: '20261124_221346_exactly_once_constraints',
  },
  {
    up: migration_20261124_221445_idempotency_keys.up,
    down: migration_20261124_221445_idempotency_keys.down,
    name: '20261124_221445_idempotency_keys',
  },
  {
    up: migration_20261124_231821_staff_reset_interval.up,
    down: migration_20261124_231821_staff_reset_interval.down,
    name: '20261124_231821_staff_reset_interval',
  },
  {
    up: migration_20261125_012712_enquiry_browser_audit_acting_staff.up,
    down: migration_20261125_012712_enquiry_browser_audit_acting_staff.down,
    name: '20261125_012712_enquiry_browser_audit_acting_staff',
  },
  {
    up: migration_20261125_043829_upload_storage_fields.up,
    down: migration_20261125_043829_upload_storage_fields.down,
    name: '20261125_043829_upload_storage_fields',
  },
  {
    up: migration_20261125_233000_product_search.up,
    down: migration_20261125_233000_product_search.down,
    name: '20261125_233000_product_search',
  },
  {
    up: migration_20261126_003000_search_trigram_cost.up,
    down: migration_20261126_003000_search_trigram_cost.down,
    name: '20261126_003000_search_trigram_cost',
  },
  {
    up: migration_20261126_022657_low_stock_and_reorder.up,
    down: migration_20261126_022657_low_stock_and_reorder.down,
    name: '20261126_022657_low_stock_and_reorder',
  },
  {
    up: migration_20261126_022840_enquiry_estimate.up,
    down: migration_20261126_022840_enquiry_estimate.down,
    name: '20261126_022840_enquiry_estimate',
  },
  {
    up: migration_20261126_023357_production_timeline.up,
    down: migration_20261126_023357_production_timeline.down,
    name: '20261126_023357_production_timeline',
  },
  {
    up: migration_20261126_030000_search_prefix_words.up,
    down: migration_20261126_030000_search_prefix_words.down,
    name: '20261126_030000_search_prefix_words',
  },
  {
    up: migration_20261126_035534_production_overdue_job.up,
    down: migration_20261126_035534_production_overdue_job.down,
    name: '20261126_035534_production_overdue_job',
  },
  {
    up: migration_20261126_063818_set_up_fee_lines.up,
    down: migration_20261126_063818_set_up_fee_lines.down,
    name: '20261126_063818_set_up_fee_lines',
  },
  {
    up: migration_20261126_065346_recipient_links.up,
    down: migration_20261126_065346_recipient_links.down,
    name: '20261126_065346_recipient_links',
  },
  {
    up: migration_20261126_094120_recipient_invitations.up,
    down: migration_20261126_094120_recipient_invitations.down,
    name: '20261126_094120_recipient_invitations',
  },
  {
    up: migration_20261126_100737_products_listing_indexes.up,
    down: migration_20261126_100737_products_listing_indexes.down,
    name: '20261126_100737_products_listing_indexes',
  },
  {
    up: migration_20261128_170300_company_workspaces.up,
    down: migration_20261128_170300_company_workspaces.down,
    name: '20261128_170300_company_workspaces',
  },
  {
    up: migration_20261128_204109_company_list_indexes.up,
    down: migration_20261128_204109_company_list_indexes.down,
    name: '20261128_204109_company_list_indexes',
  },
  {
    up: migration_20261129_003333_member_invitations.up,
    down: migration_20261129_003333_member_invitations.down,
    name: '20261129_003333_member_invitations',
  },
  {
    up: migration_20261129_012537_company_join_domain.up,
    down: migration_20261129_012537_company_join_domain.down,
    name: '20261129_012537_company_join_domain',
  },
  {
    up: migration_20261129_033934_budgets.up,
    down: migration_20261129_033934_budgets.down,
    name: '20261129_033934_budgets',
  },
  {
    up: migration_20261129_044127_approvals.up,
    down: migration_20261129_044127_approvals.down,
    name: '20261129_044127_approvals',
  },
  {
    up: migration_20261129_070019_approval_rules.up,
    down: migration_20261129_070019_approval_rules.down,
    name: '20261129_070019_approval_rules',
  },
  {
    up: migration_20261129_150146_on_account_approvals.up,
    down: migration_20261129_150146_on_account_approvals.down,
    name: '20261129_150146_on_account_approvals',
  },
  {
    up: migration_20261130_041016_api_keys.up,
    down: migration_20261130_041016_api_keys.down,
    name: '20261130_041016_api_keys',
  },
  {
    up: migration_20261130_103228_webhooks.up,
    down: migration_20261130_103228_webhooks.down,
    name: '20261130_103228_webhooks',
  },
  {
    up: migration_20261130_140944_project_paid_at.up,
    down: migration_20261130_140944_project_paid_at.down,
    name: '20261130_140944_project_paid_at',
  },
  {
    up: migration_20261130_143309_accounting_sync.up,
    down: migration_20261130_143309_accounting_sync.down,
    name: '20261130_143309_accounting_sync',
  },
  {
    up: migration_20261130_223024_inventory_donation_requests.up,
    down: migration_20261130_223024_inventory_donation_requests.down,
    name: '20261130_223024_inventory_donation_requests',
  },
  {
    up: migration_20261201_052840_parcel_tracking.up,
    down: migration_20261201_052840_parcel_tracking.down,
    name: '20261201_052840_parcel_tracking',
  },
  {
    up: migration_20261201_055334_line_item_cost.up,
    down: migration_20261201_055334_line_item_cost.down,
    name: '20261201_055334_line_item_cost',
  },
  {
    up: migration_20261201_083948_shipping_labels.up,
    down: migration_20261201_083948_shipping_labels.down,
    name: '20261201_083948_shipping_labels',
  },
  {
    up: migration_20261201_093916_label_voids.up,
    down: migration_20261201_093916_label_voids.down,
    name: '20261201_093916_label_voids',
  },
  {
    up: migration_20261201_122348_international_parcels.up,
    down: migration_20261201_122348_international_parcels.down,
    name: '20261201_122348_international_parcels',
  },
  {
    up: migration_20261201_163817_parcel_emails.up,
    down: migration_20261201_163817_parcel_emails.down,
    name: '20261201_163817_parcel_emails'
  },
];
