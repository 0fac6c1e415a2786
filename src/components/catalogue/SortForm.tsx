import Form from 'next/form'
import { ChevronDown } from 'lucide-react'

import { PRODUCT_SORTS, type ProductSort } from '@/domain/catalogue-params'
import { AutoSubmit, NoScriptSubmit } from './AutoSubmit'

/**
 * The sort menu of a listing: a GET form, so it works without JavaScript; with it, Next.js
 * navigates on the client as soon as the choice changes. Changing the sort starts at page 1.
 */
export function SortForm({
  action,
  sort,
  hidden = {},
  labels = {},
}: {
  action: string
  sort: ProductSort
  hidden?: Record<string, string | null | undefined>
  /** A sort's name where it means something else (the default is "Best match" when searching). */
  labels?: Partial<Record<ProductSort, string>>
}) {
  return (
    <Form action={action} scroll={false} className="flex items-center gap-2">
      {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <label htmlFor="sort" className="shrink-0 text-sm text-muted">
        Sort by
      </label>
      <AutoSubmit>
        <div className="relative">
          <select
            id="sort"
            name="sort"
            defaultValue={sort}
            className="h-10 appearance-none rounded-full border border-line bg-white pr-9 pl-4 text-sm font-medium hover:border-ink/40 focus-visible:border-ink"
          >
            {PRODUCT_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {labels[option.value] ?? option.label}
              </option>
            ))}
          </select>
          <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
        </div>
      </AutoSubmit>
      <NoScriptSubmit className="h-10 rounded-full bg-ink px-4 text-sm font-medium text-white">Apply</NoScriptSubmit>
    </Form>
  )
}
