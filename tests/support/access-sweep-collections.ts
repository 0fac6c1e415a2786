// The collections the access sweep acts on (tests/int/access-sweep.test.ts): their GraphQL names,
// the field a no-op update sets, and what a create sends.
import { recordCollections } from './access-sweep-records'
import { uniqueEmail } from './customers'

/** `byStaff`: a customer may delete one but not create one, so the document a delete is shown on is made by staff. */
export type SweptCollection = { one: string; many: string; field: string; data: () => Record<string, unknown>; byStaff?: boolean }

/**
 * `owner` is the customer whose documents a create makes; `ids` holds documents found once the sweep
 * starts; `spareCustomer` a customer of no company of the sweep's, a new one each time.
 */
type SweepContext = { owner: () => number; ids: Record<string, number>; spareCustomer: () => number }

export const sweepCollections = ({ owner, ids, spareCustomer }: SweepContext): Record<string, SweptCollection> => ({
  customers: {
    one: 'Customer',
    many: 'Customers',
    field: 'firstName',
    data: () => ({ email: uniqueEmail('sweep'), password: 'sweep-password-2026' }),
  },
  companies: {
    one: 'Company',
    many: 'Companies',
    field: 'name',
    data: () => ({ name: 'Sweep company' }),
  },
  memberships: {
    one: 'Membership',
    many: 'Memberships',
    field: 'role',
    // A customer joins a company once: each membership made is a spare customer's.
    data: () => ({ company: ids.company, customer: spareCustomer(), role: 'viewer' }),
    byStaff: true,
  },
  // Made only by their operations (an owner's or admin's invite), so nobody creates or updates one here.
  'member-invitations': {
    one: 'MemberInvitation',
    many: 'MemberInvitations',
    field: 'email',
    data: () => ({
      company: ids.company,
      email: uniqueEmail('sweep-invitee'),
      role: 'viewer',
      sentAt: '2030-01-01T00:00:00.000Z',
      expiresAt: '2030-01-14T00:00:00.000Z',
      tokenHash: `sweep-${Date.now()}`,
    }),
  },
  // Made and revoked only by their operations (an owner's or admin's), so nobody creates or updates one here.
  'api-keys': {
    one: 'ApiKey',
    many: 'ApiKeys',
    field: 'name',
    data: () => ({ company: ids.company, name: `Sweep key ${Date.now()}`, scopes: ['read'], start: 'swk_sweep0', keyHash: `sweep-${Date.now()}` }),
  },
  // Webhook endpoints, their events and deliveries are written only by operations and the delivery job.
  'webhook-endpoints': {
    one: 'WebhookEndpoint',
    many: 'WebhookEndpoints',
    field: 'url',
    data: () => ({ company: ids.company, url: 'https://hooks.example.com/sweep', events: ['stock.low'], secret: 'whsec_sweep' }),
  },
  'webhook-events': {
    one: 'WebhookEvent',
    many: 'WebhookEvents',
    field: 'type',
    data: () => ({ company: ids.company, eventId: `evt_sweep${Date.now()}`, type: 'stock.low', data: {} }),
  },
  'webhook-deliveries': {
    one: 'WebhookDelivery',
    many: 'WebhookDeliveries',
    field: 'status',
    data: () => ({ company: ids.company, event: ids.webhookEvent, endpoint: ids.webhookEndpoint, status: 'pending', attempts: 0 }),
  },
  // An accounting connection is made by the consent round trip and its syncs by the job, never through the API.
  'accounting-connections': {
    one: 'AccountingConnection',
    many: 'AccountingConnections',
    field: 'tenantName',
    data: () => ({
      company: ids.company,
      provider: 'xero',
      status: 'connected',
      tenantId: 'sweep-tenant',
      expenseAccount: '400',
      bankAccount: '090',
    }),
  },
  'accounting-syncs': {
    one: 'AccountingSync',
    many: 'AccountingSyncs',
    field: 'status',
    data: () => ({ company: ids.company, connection: ids.accountingConnection, invoice: ids.invoice, kind: 'payment', status: 'pending', tries: 0 }),
  },
  // A budget's create passes access for those who set budgets; the limit is refused (400), so none is made.
  budgets: {
    one: 'Budget',
    many: 'Budgets',
    field: 'spendLimit',
    data: () => ({ company: ids.company, scope: 'team', team: 'Sweep', period: 'monthly', resetDay: 1, spendLimit: -1 }),
  },
  // The ledger is written only inside a booking's transaction: nobody creates, changes or deletes an entry.
  'budget-entries': {
    one: 'BudgetEntry',
    many: 'BudgetEntries',
    field: 'description',
    data: () => ({
      budget: ids.budget,
      company: ids.company,
      periodStart: '2026-11-01',
      kind: 'reserve',
      amount: 1,
      entryKey: `sweep-${Date.now()}`,
    }),
  },
  // Opened and decided only by the operations of a held request.
  approvals: {
    one: 'Approval',
    many: 'Approvals',
    field: 'reason',
    data: () => ({
      company: ids.company,
      shipment: ids.shipment,
      requestedBy: owner(),
      amount: 1,
      reason: 'Sweep',
      status: 'pending',
      currentStep: 0,
    }),
  },
  // A rule that holds a viewer's requests over $1,000,000: viewers never request, so it holds nothing.
  'approval-rules': {
    one: 'ApprovalRule',
    many: 'ApprovalRules',
    field: 'over',
    data: () => ({ company: ids.company, over: 100_000_000, askedBy: ['viewer'], steps: ['owner'] }),
  },
  'staff-members': {
    one: 'StaffMember',
    many: 'StaffMembers',
    field: 'name',
    data: () => ({ name: 'Sweep', email: uniqueEmail('sweep-staff'), password: 'sweep-password-2026', role: 'staff' }),
  },
  products: {
    one: 'Product',
    many: 'Products',
    field: 'title',
    data: () => ({ title: 'Sweep', slug: `sweep-${Date.now()}`, status: 'archived', minimumQuantity: 1, _status: 'draft' }),
  },
  'product-variants': {
    one: 'ProductVariant',
    many: 'ProductVariants',
    field: 'name',
    data: () => ({ product: ids.product, name: 'Sweep', colour: '#000000' }),
  },
  'product-categories': {
    one: 'ProductCategory',
    many: 'ProductCategories',
    field: 'title',
    data: () => ({ title: 'Sweep', slug: `sweep-${Date.now()}`, internalUse: true }),
  },
  'product-collections': {
    one: 'ProductCollection',
    many: 'ProductCollections',
    field: 'title',
    data: () => ({ title: 'Sweep', slug: `sweep-${Date.now()}` }),
  },
  'product-recommendations': {
    one: 'ProductRecommendation',
    many: 'ProductRecommendations',
    field: 'product',
    data: () => ({ product: ids.product }),
  },
  'product-customisation-tags': {
    one: 'ProductCustomisationTag',
    many: 'ProductCustomisationTags',
    field: 'label',
    data: () => ({ label: 'Sweep', slug: `sweep-${Date.now()}` }),
  },
  'sizing-options': {
    one: 'SizingOption',
    many: 'SizingOptions',
    field: 'label',
    data: () => ({ label: 'Sweep', shortLabel: `SW${Date.now() % 100000}` }),
  },
  media: { one: 'Media', many: 'AllMedia', field: 'description', data: () => ({ description: 'Sweep' }) },
  'storefront-images': { one: 'StorefrontImage', many: 'StorefrontImages', field: 'description', data: () => ({ description: 'Sweep' }) },
  pages: { one: 'Page', many: 'Pages', field: 'title', data: () => ({ title: 'Sweep', slug: `sweep-${Date.now()}`, template: 'Start' }) },
  enquiries: { one: 'Enquiry', many: 'Enquiries', field: 'name', data: () => ({ name: 'Sweep', type: 'wishlist', status: 'pending' }) },
  projects: {
    one: 'Project',
    many: 'Projects',
    field: 'name',
    data: () => ({ name: 'Sweep', customer: owner(), status: 'pending', visibility: 'active' }),
  },
  'line-items': { one: 'LineItem', many: 'LineItems', field: 'title', data: () => ({ project: ids.project, title: 'Sweep', quantity: 1 }) },
  orders: { one: 'Order', many: 'Orders', field: 'name', data: () => ({ name: 'Sweep', customer: owner(), status: 'pending' }) },
  'artwork-proofs': { one: 'ArtworkProof', many: 'ArtworkProofs', field: 'version', data: () => ({ customer: owner() }) },
  mockups: { one: 'Mockup', many: 'Mockups', field: 'customer', data: () => ({ customer: owner() }) },
  invoices: {
    one: 'Invoice',
    many: 'Invoices',
    field: 'number',
    data: () => ({
      number: 'SWEEP-1',
      sequence: 999_999,
      customer: owner(),
      project: ids.project,
      issuedAt: '2026-01-01',
      dueAt: '2026-01-15',
      subtotal: 0,
      shipping: 0,
      gst: 0,
      total: 0,
    }),
  },
  'inventory-items': { one: 'InventoryItem', many: 'InventoryItems', field: 'title', data: () => ({ title: 'Sweep', customer: owner() }) },
  // An item that does not exist: an adjustment that passed access is refused for it, so no stock moves.
  'inventory-adjustments': {
    one: 'InventoryAdjustment',
    many: 'InventoryAdjustments',
    field: 'note',
    data: () => ({ inventoryItem: 987_654_321, delta: 1, reason: 'correction' }),
  },
  recipients: {
    one: 'Recipient',
    many: 'Recipients',
    field: 'fullName',
    data: () => ({ fullName: 'Sweep', address1: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' }),
  },
  // No items: a shipment that passed access is refused for its content, so no stock is booked.
  shipments: {
    one: 'Shipment',
    many: 'Shipments',
    field: 'trackingUrl',
    data: () => ({ customer: owner(), status: 'requested', recipient: ids.recipient, items: [] }),
  },
  'sample-requests': {
    one: 'SampleRequest',
    many: 'SampleRequests',
    field: 'comments',
    data: () => ({ customer: owner(), recipient: ids.recipient, products: [ids.product] }),
  },
  // Made only through the link endpoints (a member's create or invite, a recipient's answer).
  'recipient-links': {
    one: 'RecipientLink',
    many: 'RecipientLinks',
    field: 'name',
    data: () => ({ customer: owner(), name: 'Sweep', mode: 'ship', audience: 'anyone' }),
  },
  'recipient-responses': {
    one: 'RecipientResponse',
    many: 'RecipientResponses',
    field: 'fullName',
    data: () => ({
      link: ids.recipientLink,
      customer: owner(),
      mode: 'collect',
      fullName: 'Sweep',
      email: uniqueEmail('sweep-response'),
      address1: '1 George St',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
    }),
  },
  'recipient-invitations': {
    one: 'RecipientInvitation',
    many: 'RecipientInvitations',
    field: 'name',
    data: () => ({ link: ids.recipientLink, customer: owner(), email: uniqueEmail('sweep-invitation'), sentAt: '2030-01-01T00:00:00.000Z' }),
  },
  ...recordCollections(),
})
