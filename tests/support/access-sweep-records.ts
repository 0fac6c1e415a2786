// The collections only trusted server code writes (the gateways' and carriers' events, the audit
// log, idempotency records, carriers' labels and manifests), as the access sweep acts on them: no
// role creates one (a label is an upload, so even staff's create without a file is refused for its content).
import type { SweptCollection } from './access-sweep-collections'

export const recordCollections = (): Record<string, SweptCollection> => ({
  'payment-events': {
    one: 'PaymentEvent',
    many: 'PaymentEvents',
    field: 'eventId',
    data: () => ({ eventId: `sweep-${Date.now()}`, source: 'test', outcome: 'completed' }),
  },
  'parcel-events': {
    one: 'ParcelEvent',
    many: 'ParcelEvents',
    field: 'description',
    data: () => ({
      eventKey: `sweep-${Date.now()}`,
      carrier: 'shippit',
      trackingNumber: 'SWEEP',
      state: 'in_transit',
      carrierStatus: 'in_transit',
      occurredAt: '2026-01-01',
    }),
  },
  'shipping-labels': { one: 'ShippingLabel', many: 'ShippingLabels', field: 'shipment', data: () => ({}) },
  'shipping-manifests': {
    one: 'ShippingManifest',
    many: 'ShippingManifests',
    field: 'manifestId',
    data: () => ({ carrier: 'shippit', day: '2026-01-01' }),
  },
  'audit-log': {
    one: 'AuditEntry',
    many: 'AuditEntries',
    field: 'summary',
    data: () => ({
      actorType: 'system',
      actorLabel: 'sweep',
      action: 'status_change',
      collectionSlug: 'projects',
      documentId: '1',
      summary: 'Sweep',
    }),
  },
  'idempotency-keys': {
    one: 'IdempotencyKey',
    many: 'IdempotencyKeys',
    field: 'key',
    data: () => ({ endpoint: 'enquiries', client: 'anyone', key: `sweep-${Date.now()}`, fingerprint: 'sweep', expiresAt: '2030-01-01' }),
  },
})
