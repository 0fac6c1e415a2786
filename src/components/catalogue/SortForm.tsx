import Form from 'next/form'

import { PRODUCT_SORTS, type ProductSort } from '@/domain/catalogue-params'
import { buttonClasses } from '@/components/ui/button'
import { Select } from '@/components/ui/form-controls'
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
        <Select compact id="sort" name="sort" defaultValue={sort} className="font-medium">
          {PRODUCT_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {labels[option.value] ?? option.label}
            </option>
          ))}
        </Select>
      </AutoSubmit>
      <NoScriptSubmit className={buttonClasses('primary', 'sm')}>Apply</NoScriptSubmit>
    </Form>
  )
}
