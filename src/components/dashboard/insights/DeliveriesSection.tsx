import type { DeliveryFigures } from '@/domain/insights/deliveries'
import type { CustomerInsights } from '@/features/insights/customer-insights'
import type { InsightsChart } from '@/features/insights/insights-charts'
import { ChartCard } from './ChartCard'
import { chartCardOf, counted } from './chart-card-of'
import { ColumnBars } from './ColumnBars'
import { ParcelProblemList } from './ParcelProblemList'
import { parcelsByStateRows, parcelsByStateSummary } from './parcels-by-state'
import { RankedBars } from './RankedBars'
import { StateMap } from './StateMap'

/** How long the delivered parcels took, in a sentence: "Half of the 40 parcels delivered arrived within 3 days." */
const deliveryTimeSummary = ({ delivered, typicalDays }: DeliveryFigures) => {
  if (typicalDays === null) return 'None of this period’s parcels has been delivered yet.'
  const took = typicalDays === 0 ? 'the day they left' : `within ${counted(typicalDays, 'day')}`
  return delivered === 1
    ? `The one parcel delivered arrived ${typicalDays === 0 ? 'the day it left' : took}.`
    : `Half of the ${counted(delivered, 'parcel')} delivered arrived ${took}.`
}

/** Parcels listed on the page; the table view and the CSV have them all. */
const PROBLEMS_LISTED = 10

/** "2 of the 40 parcels ran into trouble on the way; one came back to us and its stock is back in your inventory." */
const problemSummary = ({ parcels, problems, returned }: DeliveryFigures) => {
  if (problems.length === 0)
    return parcels > 0 ? 'Every parcel of this period went without a problem so far.' : 'No parcel left the warehouse in this period.'
  const which =
    problems.length === parcels
      ? parcels === 1
        ? 'The one parcel'
        : `All ${counted(parcels, 'parcel')}`
      : `${problems.length === 1 ? 'One' : problems.length} of the ${counted(parcels, 'parcel')}`
  const share = `${which} ran into trouble on the way`
  if (returned === 0) return `${share}.`
  return `${share}; ${returned === 1 ? 'one came back to us and its stock is' : `${counted(returned, 'parcel')} came back to us and their stock is`} back in your inventory.`
}

/** Parcels that left the warehouse in the period: where they went, how long they took to arrive, and which ran into trouble. */
export function DeliveriesSection({ insights }: { insights: CustomerInsights }) {
  const { deliveries } = insights
  const card = (chart: InsightsChart) => chartCardOf(chart, insights)
  return (
    <section aria-labelledby="deliveries-heading" className="space-y-4">
      <h2 id="deliveries-heading" className="text-lg font-semibold">
        Deliveries
      </h2>
      <div className="space-y-4">
        <ChartCard
          {...card('parcels-by-state')}
          description="Parcels that left the warehouse in the period, by the state or territory they went to."
          summary={parcelsByStateSummary(deliveries)}
          empty={deliveries.parcels === 0 ? 'No parcels were sent in this period.' : null}
        >
          <div className="grid items-center gap-6 md:grid-cols-[3fr_2fr]">
            <StateMap states={deliveries.states} />
            <RankedBars rows={parcelsByStateRows(deliveries)} />
          </div>
        </ChartCard>
        <ChartCard
          {...card('delivery-times')}
          description="Days from leaving the warehouse to arriving, on Sydney’s calendar, for the parcels delivered so far."
          summary={deliveryTimeSummary(deliveries)}
          empty={deliveries.delivered === 0 ? 'No delivered parcels to time in this period.' : null}
        >
          <ColumnBars values={deliveries.bands.map((band) => band.parcels)} labels={deliveries.bands.map((band) => band.label)} kind="count" />
        </ChartCard>
        <ChartCard
          {...card('delivery-problems')}
          description="Parcels of the period the carrier reported a problem with, or brought back to us, newest first."
          summary={problemSummary(deliveries)}
          empty={deliveries.problems.length === 0 ? 'No problems or returns in this period.' : null}
          list
        >
          <ParcelProblemList problems={deliveries.problems} listed={PROBLEMS_LISTED} />
        </ChartCard>
      </div>
    </section>
  )
}
