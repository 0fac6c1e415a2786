import { renderEmail } from '../render'
import { Action, EmailLayout, Paragraph } from './EmailLayout'

export type LowStockItem = {
  title: string
  available: number
  threshold: number
  inventoryLink: string
}

const units = (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'unit' : 'units'}`

/** To the customer: an item's stock fell below the threshold they set; sent once per crossing. */
export const lowStockAlertEmail = (item: LowStockItem) =>
  renderEmail(
    `Low stock: ${item.title} (${units(item.available)} left)`,
    <EmailLayout title="Your stock is running low" preview={`${item.title} is below your threshold of ${item.threshold}.`}>
      <Paragraph>
        <strong>{item.title}</strong> is down to <strong>{units(item.available)}</strong> in our warehouse, below the threshold of{' '}
        {units(item.threshold)} you set.
      </Paragraph>
      <Paragraph>
        Reorder now to keep it in stock. We will not write again about this item until its stock is back above the threshold and falls below it once
        more.
      </Paragraph>
      <Action href={item.inventoryLink}>See your inventory</Action>
    </EmailLayout>,
  )
