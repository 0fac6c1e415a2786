// The carriers a parcel can travel with, as staff and customers see them named.

export const CARRIER_LABELS = { auspost: 'Australia Post', shippit: 'Shippit' } as const

export type Carrier = keyof typeof CARRIER_LABELS

export const CARRIERS = Object.keys(CARRIER_LABELS) as Carrier[]

export const isCarrier = (value: unknown): value is Carrier => typeof value === 'string' && value in CARRIER_LABELS

export const carrierLabel = (carrier: string | null | undefined): string | null => (isCarrier(carrier) ? CARRIER_LABELS[carrier] : null)
