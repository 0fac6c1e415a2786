// Where a shipment is, in the customer's words (DESIGN §3). Pending ones are drafts no list shows.

export const SHIPMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  requested: 'Requested',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

export const shipmentStatusLabel = (status: string): string => SHIPMENT_STATUS_LABELS[status] ?? status
