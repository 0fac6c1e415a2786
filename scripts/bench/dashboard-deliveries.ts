/**
 * Where the bench company's parcels go and when they travel: recipients in every capital, most in
 * Sydney and Melbourne as a company's people tend to be, and the audit log's record of each
 * parcel leaving and arriving, as the shipment status hooks write it.
 */
const DAY_MS = 24 * 60 * 60 * 1000

const PLACES = [
  { suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  { suburb: 'Melbourne', state: 'VIC', postcode: '3000' },
  { suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  { suburb: 'Brisbane', state: 'QLD', postcode: '4000' },
  { suburb: 'Melbourne', state: 'VIC', postcode: '3000' },
  { suburb: 'Perth', state: 'WA', postcode: '6000' },
  { suburb: 'Adelaide', state: 'SA', postcode: '5000' },
  { suburb: 'Hobart', state: 'TAS', postcode: '7000' },
  { suburb: 'Canberra', state: 'ACT', postcode: '2600' },
  { suburb: 'Darwin', state: 'NT', postcode: '0800' },
] as const

/** The index-th recipient's suburb, state and postcode. */
export const placeOf = (index: number) => PLACES[index % PLACES.length]!

/**
 * The audit entries of the index-th shipment's travels: it leaves a day after it was requested
 * and, once delivered, arrives 1 to 6 days later.
 */
export const parcelHistory = (shipment: number, status: string, requestedAt: string, index: number) => {
  const moves = status === 'delivered' ? ['shipped', 'delivered'] : status === 'shipped' ? ['shipped'] : []
  return moves.map((toStatus, step) => {
    const movedAt = new Date(Date.parse(requestedAt) + (1 + step * (1 + (index % 6))) * DAY_MS).toISOString()
    const fromStatus = step === 0 ? 'processing' : 'shipped'
    return {
      actorType: 'staff',
      actorLabel: 'orders@swagly.example',
      action: 'status_change',
      collectionSlug: 'shipments',
      documentId: String(shipment),
      fromStatus,
      toStatus,
      summary: `Shipment #${shipment}: ${fromStatus} → ${toStatus}`,
      createdAt: movedAt,
      updatedAt: movedAt,
    }
  })
}
