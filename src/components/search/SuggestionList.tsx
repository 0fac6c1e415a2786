import Image from 'next/image'
import { ArrowRight, LayoutGrid } from 'lucide-react'

import { formatCentsShort } from '@/domain/pricing'
import type { SuggestedImage } from '@/features/search/suggestions'
import type { SuggestionOption } from './suggestion-options'

type Props = {
  id: string
  options: SuggestionOption[]
  active: number
  optionId: (index: number) => string
  onChoose: (href: string) => void
  onHover: (index: number) => void
}

function Thumbnail({ image, rounded }: { image: SuggestedImage | null; rounded: string }) {
  return (
    <span className={`relative size-12 shrink-0 overflow-hidden bg-sand ${rounded}`}>
      {image ? <Image src={image.url} alt="" fill sizes="48px" className="object-cover" /> : null}
    </span>
  )
}

const rowClass = (active: boolean) => `flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm ${active ? 'bg-sand' : 'hover:bg-sand/60'}`

/**
 * The suggestion popup's listbox. Options hold no links or buttons (an option must not contain
 * anything focusable): the input keeps focus, points at the active option with
 * aria-activedescendant, and a click chooses as Enter does.
 */
export function SuggestionList({ id, options, active, optionId, onChoose, onHover }: Props) {
  const groups = [
    { label: 'Categories', kind: 'category' },
    { label: 'Products', kind: 'product' },
  ] as const
  const indexed = options.map((option, index) => ({ option, index }))

  const row = ({ option, index }: (typeof indexed)[number]) => (
    <li
      key={option.href}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={rowClass(index === active)}
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => onHover(index)}
      onClick={() => onChoose(option.href)}
    >
      {option.kind === 'category' ? (
        <>
          <Thumbnail image={option.category.image} rounded="rounded-lg" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{option.category.title}</span>
            <span className="block text-xs text-muted">Category</span>
          </span>
          <LayoutGrid className="size-4 shrink-0 text-muted" aria-hidden />
        </>
      ) : option.kind === 'product' ? (
        <>
          <Thumbnail image={option.product.image} rounded="rounded-lg" />
          <span className="min-w-0 flex-1 truncate font-medium">{option.product.title}</span>
          {option.product.fromPrice !== null ? (
            <span className="shrink-0 text-xs text-muted">
              from <span className="font-semibold text-ink">{formatCentsShort(option.product.fromPrice)}</span>
            </span>
          ) : null}
        </>
      ) : (
        <>
          <span className="flex-1 font-medium">
            {option.total > 0 ? `See all ${option.total} results for “${option.query}”` : `Search for “${option.query}”`}
          </span>
          <ArrowRight className="size-4 shrink-0" aria-hidden />
        </>
      )}
    </li>
  )

  return (
    <div id={id} role="listbox" aria-label="Search suggestions" className="flex flex-col gap-1 p-2">
      {groups.map(({ label, kind }) => {
        const members = indexed.filter(({ option }) => option.kind === kind)
        if (members.length === 0) return null
        return (
          <ul key={kind} role="group" aria-label={label} className="flex flex-col">
            <li role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {label}
            </li>
            {members.map(row)}
          </ul>
        )
      })}
      <ul role="group" aria-label="All results" className="mt-1 border-t border-line pt-1">
        {indexed.filter(({ option }) => option.kind === 'all').map(row)}
      </ul>
    </div>
  )
}
