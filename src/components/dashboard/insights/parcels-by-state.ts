import type { DeliveryFigures } from '@/domain/insights/deliveries'
import type { RankedRow } from './RankedBars'
import { counted } from './chart-card-of'

/** The states and territories parcels went to, busiest first, as ranked bars. */
export const parcelsByStateRows = ({ states }: DeliveryFigures): RankedRow[] =>
  [...states]
    .filter((state) => state.parcels > 0)
    .sort((a, b) => b.parcels - a.parcels || a.state.localeCompare(b.state))
    .map((state) => ({ key: state.state, label: state.name, value: state.parcels, text: String(state.parcels) }))

/** "40 parcels sent to 5 states and territories, most to New South Wales (18), 2 parcels overseas." */
export const parcelsByStateSummary = (deliveries: DeliveryFigures): string => {
  if (deliveries.parcels === 0) return 'No parcel left the warehouse in this period.'
  const reached = parcelsByStateRows(deliveries)
  const [lead, runnerUp] = reached
  const most = lead && (!runnerUp || lead.value > runnerUp.value) ? `, most to ${lead.label} (${lead.value})` : ''
  const overseas = deliveries.overseas > 0 ? `, ${counted(deliveries.overseas, 'parcel')} overseas` : ''
  return `${counted(deliveries.parcels, 'parcel')} sent to ${counted(reached.length, 'state or territory', 'states and territories')}${most}${overseas}.`
}
