import { IDLE_DAYS } from '@/domain/insights/stock'
import { wholePercentOf } from '@/domain/insights/whole-percent'
import { formatCents } from '@/domain/pricing'
import type { CustomerInsights } from '@/features/insights/customer-insights'
import { itemsByCover, type InsightsChart } from '@/features/insights/insights-charts'
import { ChartCard } from './ChartCard'
import { TABLE_ROWS } from './ChartTableView'
import { chartCardOf, counted } from './chart-card-of'
import { IdleStockList } from './IdleStockList'
import { OrderUseBars } from './OrderUseBars'
import { RankedBars } from './RankedBars'
import { TimeArea } from './TimeArea'

const COUNT = new Intl.NumberFormat('en-AU')

/** Rows a chart draws before it leaves the rest to its table. */
const DRAWN = 8

/** Where the rest of a list the chart leaves out is: the table, or for a long one the CSV. */
const listedIn = (count: number, what: string) =>
  count > TABLE_ROWS ? `The CSV lists all ${COUNT.format(count)} ${what}.` : `The table lists all ${count} ${what}.`

/** Items that run out within this many days are worth a look now. */
const SOON_DAYS = 30

/** The warehouse: stock on hand over the period, what runs out first, what sits idle, and what each order's goods became. */
export function StockSection({ insights, mayRequest }: { insights: CustomerInsights; mayRequest: boolean }) {
  const { buckets, stock } = insights
  const card = (chart: InsightsChart) => chartCardOf(chart, insights)
  const first = stock.onHand[0]
  const last = stock.onHand.at(-1) ?? { units: 0, value: 0 }
  const covered = itemsByCover(insights)
  const soon = covered.filter((item) => item.daysOfCover! <= SOON_DAYS).length
  const idle = stock.items.filter((item) => item.idle)
  const idleUnits = idle.reduce((sum, item) => sum + item.units, 0)
  const idleValue = idle.reduce((sum, item) => sum + item.value, 0)
  const produced = stock.orders.reduce((sum, order) => sum + order.produced, 0)
  const shipped = stock.orders.reduce((sum, order) => sum + Math.min(order.shipped, order.produced), 0)
  const labels = buckets.map((bucket) => bucket.short)
  const trend =
    first && first.units !== last.units
      ? `, ${last.units > first.units ? 'up' : 'down'} from ${COUNT.format(first.units)} at the end of ${buckets[0]!.label}`
      : ''
  return (
    <section aria-labelledby="stock-heading" className="space-y-4">
      <h2 id="stock-heading" className="text-lg font-semibold">
        Stock and what became of it
      </h2>
      <ChartCard
        {...card('stock-on-hand')}
        description="Units in the warehouse at the end of each step, from every movement in and out; value at the unit price paid, before GST."
        summary={`${counted(last.units, 'unit')} worth ${formatCents(last.value)} on hand at the end of the period${trend}.`}
        empty={stock.onHand.every((amount) => amount.units === 0) ? 'Nothing was in the warehouse during this period.' : null}
      >
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <p className="mb-2 text-xs font-medium text-muted">Units</p>
            <TimeArea values={stock.onHand.map((amount) => amount.units)} labels={labels} kind="count" />
          </div>
          <div>
            <p className="mb-2 text-xs font-medium text-muted">Value before GST</p>
            <TimeArea values={stock.onHand.map((amount) => amount.value)} labels={labels} kind="money" />
          </div>
        </div>
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          {...card('order-use')}
          description="For the orders made in the period: produced, shipped to people, still in stock."
          summary={
            produced > 0
              ? `Of ${counted(produced, 'unit')} produced, ${COUNT.format(shipped)} (${wholePercentOf(shipped, produced)}%) have reached people.`
              : 'No order made in this period has gone into the warehouse.'
          }
          empty={stock.orders.length === 0 ? 'No warehoused orders were made in this period.' : null}
        >
          <OrderUseBars orders={stock.orders.slice(0, DRAWN)} />
          {stock.orders.length > DRAWN ? <p className="mt-3 text-xs text-muted">{listedIn(stock.orders.length, 'orders')}</p> : null}
        </ChartCard>
        <ChartCard
          {...card('days-of-cover')}
          description="How long each item lasts at the rate it shipped over the last 90 days. Those that run out first."
          summary={
            covered.length > 0
              ? `${counted(soon, 'item')} will run out within ${SOON_DAYS} days at that rate.`
              : 'Nothing shipped from stock in the last 90 days, so there is no rate to go by.'
          }
          empty={covered.length === 0 ? 'No item shipped in the last 90 days.' : null}
        >
          <RankedBars
            rows={covered.map((item) => ({
              key: String(item.id),
              label: item.title,
              value: item.daysOfCover!,
              text: counted(item.daysOfCover!, 'day'),
              detail: `${counted(item.units, 'unit')} in stock${item.orderName ? ` · ${item.orderName}` : ''}`,
            }))}
          />
        </ChartCard>
      </div>
      <ChartCard
        {...card('idle-stock')}
        description={`Items in stock that have not shipped for ${IDLE_DAYS} days or more.`}
        summary={
          idle.length > 0
            ? `${counted(idle.length, 'item')}, ${counted(idleUnits, 'unit')} worth ${formatCents(idleValue)}, sit idle.`
            : `Nothing has sat in the warehouse for ${IDLE_DAYS} days without shipping.`
        }
        empty={idle.length === 0 ? 'No idle stock.' : null}
        list
      >
        <IdleStockList items={idle} listed={DRAWN} mayRequest={mayRequest} />
        {idle.length > DRAWN ? <p className="mt-3 text-xs text-muted">{listedIn(idle.length, 'idle items')}</p> : null}
      </ChartCard>
    </section>
  )
}
