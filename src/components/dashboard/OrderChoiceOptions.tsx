'use client'

import { useHydrated } from '@/components/ui/use-hydrated'
import { firstHtmlChoices, type OrderChoice } from '@/domain/order-choices'

/**
 * The `<option>`s of an order picker: the newest orders and the chosen one in the server's HTML,
 * every order once the browser runs this. Without JavaScript the newest remain to choose from.
 */
export function OrderChoiceOptions({ choices, selected }: { choices: OrderChoice[]; selected: string }) {
  const shown = useHydrated() ? choices : firstHtmlChoices(choices, selected)
  return shown.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ))
}
