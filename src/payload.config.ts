import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AuditLog } from './collections/audit/AuditLog'
import { Companies } from './collections/companies/Companies'
import { withCompanyOwnership } from './collections/companies/company-owned'
import { MemberInvitations } from './collections/companies/MemberInvitations'
import { ApiKeys } from './collections/api-keys/ApiKeys'
import { WebhookDeliveries } from './collections/webhooks/WebhookDeliveries'
import { AccountingConnections } from './collections/accounting/AccountingConnections'
import { AccountingSyncs } from './collections/accounting/AccountingSyncs'
import { WebhookEndpoints } from './collections/webhooks/WebhookEndpoints'
import { WebhookEvents } from './collections/webhooks/WebhookEvents'
import { Budgets } from './collections/budgets/Budgets'
import { BudgetEntries } from './collections/budgets/BudgetEntries'
import { Approvals } from './collections/approvals/Approvals'
import { ApprovalRules } from './collections/approval-rules/ApprovalRules'
import { Memberships } from './collections/companies/Memberships'
import { IdempotencyKeys } from './collections/idempotency/IdempotencyKeys'
import { ProductCategories } from './collections/catalogue/ProductCategories'
import { ProductCollections } from './collections/catalogue/ProductCollections'
import { ProductCustomisationTags } from './collections/catalogue/ProductCustomisationTags'
import { ProductRecommendations } from './collections/catalogue/ProductRecommendations'
import { Products } from './collections/catalogue/Products'
import { ProductVariants } from './collections/catalogue/ProductVariants'
import { SizingOptions } from './collections/catalogue/SizingOptions'
import { Media, StorefrontImages } from './collections/content/Media'
import { Pages } from './collections/content/Pages'
import { Customers } from './collections/customers/Customers'
import { StaffMembers } from './collections/customers/StaffMembers'
import { forgotPasswordMutations } from './collections/customers/forgot-password-mutations'
import { Enquiries } from './collections/enquiries/Enquiries'
import { InventoryAdjustments } from './collections/inventory/InventoryAdjustments'
import { InventoryItems } from './collections/inventory/InventoryItems'
import { ArtworkProofs, Mockups } from './collections/orders/uploads'
import { Orders } from './collections/orders/Orders'
import { Invoices } from './collections/payments/Invoices'
import { PaymentEvents } from './collections/payments/PaymentEvents'
import { LineItems } from './collections/projects/LineItems'
import { Projects } from './collections/projects/Projects'
import { RecipientLinks } from './collections/recipient-links/RecipientLinks'
import { RecipientResponses } from './collections/recipient-links/RecipientResponses'
import { RecipientInvitations } from './collections/recipient-links/RecipientInvitations'
import { Recipients } from './collections/shipments/Recipients'
import { SampleRequests } from './collections/shipments/SampleRequests'
import { ParcelEvents } from './collections/shipments/ParcelEvents'
import { Shipments } from './collections/shipments/Shipments'
import { ShippingLabels } from './collections/shipments/ShippingLabels'
import { ShippingManifests } from './collections/shipments/ShippingManifests'
import { maxDepthRule } from './domain/graphql-depth'
import { QUERY_LIMITS } from './domain/query-limits'
import { emailAdapter } from './email/adapter'
import { outboxEndpoint } from './endpoints/outbox'
import { SiteSettings } from './globals/SiteSettings'
import { withStaffOnlyInternalCollections } from './collections/internal-collections-access'
import { withBundledCodeEditor } from './collections/bundled-code-editor'
import { withQueryGuard } from './collections/query-guard'
import { withCustomerDataExpiry } from './collections/customer-data-expiry'
import { withEditLockInTransaction, withGlobalEditLockInTransaction } from './collections/edit-lock'
import { jobsConfig } from './jobs/jobs-config'
import { databaseAdapter } from '@/platform/database/adapter'
import { selectingRequestedFields } from '@/platform/http/graphql-requested-fields'
import { uploadStorage } from '@/platform/storage/object-storage'
import { onPayloadInit } from './payload-init'
import { payloadSecret } from '@/platform/payload-secret'
import { serverURL, trustedOrigins } from '@/platform/http/server-url'
import { appLogger } from '@/platform/observability/logger'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The public catalogue: its GraphQL reads select only the fields a query asks for. */
const CATALOGUE = [Products, ProductVariants, ProductCategories, ProductCollections, ProductRecommendations, ProductCustomisationTags, SizingOptions]

if (!process.env.PAYLOAD_SECRET && process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
  throw new Error('PAYLOAD_SECRET must be set in production.')
}

const config = withStaffOnlyInternalCollections(
  buildConfig({
    serverURL: serverURL(),
    // Payload accepts the auth cookie only from these origins (its list is empty by default);
    // own-host-session.ts accepts it from the host a request was sent to as well, by the same rule.
    csrf: trustedOrigins(),
    cors: [serverURL()],
    secret: payloadSecret(),
    routes: { api: '/payload-api', admin: '/admin', graphQL: '/graphql' },
    admin: {
      user: StaffMembers.slug,
      importMap: { baseDir: path.resolve(dirname) },
      meta: { titleSuffix: ' — Swagly admin' },
      // Gravatar would be a remote image; the app makes no requests outside itself.
      avatar: 'default',
      components: {
        beforeDashboard: ['@/components/admin/StaffWorkQueue#StaffWorkQueue'],
        // Staff read the business's insights at /admin/insights, buy, print and manifest shipping
        // labels at /admin/labels, and read the development outbox at /admin/outbox, all linked
        // from the navigation.
        views: {
          insights: { Component: '@/components/admin/insights/StaffInsightsView#StaffInsightsView', path: '/insights' },
          labels: { Component: '@/components/admin/labels/LabelsView#LabelsView', path: '/labels' },
          outbox: { Component: '@/components/admin/outbox/OutboxView#OutboxView', path: '/outbox' },
        },
        afterNavLinks: [
          '@/components/admin/insights/StaffInsightsNavLink#StaffInsightsNavLink',
          '@/components/admin/labels/LabelsNavLink#LabelsNavLink',
          '@/components/admin/outbox/OutboxNavLink#OutboxNavLink',
        ],
      },
    },
    collections: [
      Customers,
      StaffMembers,
      Companies,
      Memberships,
      MemberInvitations,
      ApiKeys,
      WebhookEndpoints,
      WebhookEvents,
      WebhookDeliveries,
      AccountingConnections,
      AccountingSyncs,
      Budgets,
      BudgetEntries,
      Approvals,
      ApprovalRules,
      ...CATALOGUE,
      Media,
      StorefrontImages,
      Pages,
      Enquiries,
      Projects,
      LineItems,
      Orders,
      ArtworkProofs,
      Mockups,
      Invoices,
      PaymentEvents,
      InventoryItems,
      InventoryAdjustments,
      Recipients,
      Shipments,
      ParcelEvents,
      ShippingLabels,
      ShippingManifests,
      SampleRequests,
      RecipientLinks,
      RecipientResponses,
      RecipientInvitations,
      AuditLog,
      IdempotencyKeys,
    ]
      .map(withCompanyOwnership)
      .map(withQueryGuard)
      .map(withCustomerDataExpiry)
      .map(withEditLockInTransaction),
    globals: [SiteSettings].map(withGlobalEditLockInTransaction),
    endpoints: [outboxEndpoint],
    editor: lexicalEditor(),
    db: databaseAdapter(),
    email: emailAdapter(),
    jobs: jobsConfig,
    sharp,
    // A REST depth above this is refused with a 400 by the proxy (query-limits.ts).
    maxDepth: QUERY_LIMITS.restMaxDepth,
    defaultDepth: 1,
    upload: { limits: { fileSize: 20 * 1024 * 1024 } },
    plugins: uploadStorage(),
    graphQL: {
      maxComplexity: QUERY_LIMITS.graphQLMaxComplexity,
      validationRules: () => [maxDepthRule(QUERY_LIMITS.graphQLMaxDepth)],
      disablePlaygroundInProduction: true,
      disableIntrospectionInProduction: true,
      mutations: forgotPasswordMutations,
      queries: selectingRequestedFields(CATALOGUE),
    },
    // One logger for Payload and our own lines: JSON with the request's id (docs/observability.md).
    logger: appLogger(),
    // Types are generated by `npm run generate:types`, not by every script and dev server that starts
    // Payload (each would spawn a second Payload process to write the same file).
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
    onInit: onPayloadInit,
  }),
)

// Every JSON field's editor (Monaco) comes from the app's build, not a CDN (bundled-code-editor.ts).
export default withBundledCodeEditor(config)
