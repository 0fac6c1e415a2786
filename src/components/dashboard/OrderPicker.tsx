'use client'

import { ChevronDown, Loader2 } from 'lucide-react'
import { type KeyboardEvent, useId, useRef, useState } from 'react'

import { Input, Select } from '@/components/ui/form-controls'
import { useHydrated } from '@/components/ui/use-hydrated'
import { useRemoteAnswer } from '@/components/ui/use-remote-answer'
import { orderChoices, ORDERS_IN_PICKER, orderSearchText, pickerOrders, type OrderChoice } from '@/domain/order-choices'
import type { OrderPickerData } from '@/features/dashboard/orders'

type Props = {
  /** The newest orders, the chosen one, and how many the company has in all. */
  picker: OrderPickerData
  /** The chosen order's id, empty for every order. */
  selected: string
}

/** The form field the filter sets, and how it reads. */
const FIELD = { id: 'filter-order', name: 'order', label: 'Order', allLabel: 'All orders' } as const

/** Waits for a pause in typing, so a fast typist sends one request rather than one a letter. */
const DEBOUNCE_MS = 150

const optionClass = (active: boolean) => `cursor-pointer truncate rounded-lg px-3 py-2 text-sm ${active ? 'bg-sand' : 'hover:bg-sand/60'}`

/**
 * The order filter of a list page. While every order is among `choices` it is a plain select (as
 * it is without JavaScript, listing the newest and the chosen one). With more, it is a combobox:
 * opened empty it lists the newest; typing searches every order of the company on the server
 * (`/dashboard/orders/choices`). Arrow keys move, Enter chooses, Escape closes; choosing submits
 * the form at once, as the select does.
 */
export function OrderPicker({ picker, selected }: Props) {
  const hydrated = useHydrated()
  const { id, name, label, allLabel } = FIELD
  const choices = orderChoices(pickerOrders(picker.orders, picker.chosen))
  const total = picker.total
  const heading = (
    <label htmlFor={id} className="mb-1.5 block text-xs font-medium text-muted">
      {label}
    </label>
  )
  if (!hydrated || total <= choices.length) {
    return (
      <>
        {heading}
        <Select compact id={id} name={name} defaultValue={selected} className="w-full truncate">
          <option value="">{allLabel}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </>
    )
  }
  return (
    <>
      {heading}
      <OrderSearch choices={choices} selected={selected} total={total} />
    </>
  )
}

function OrderSearch({ choices, selected, total }: { choices: OrderChoice[]; selected: string; total: number }) {
  const { id, name, allLabel } = FIELD
  const listId = `${useId()}-orders`
  const optionId = (index: number) => `${listId}-${index}`
  const field = useRef<HTMLInputElement>(null)
  const selectedLabel = choices.find((choice) => choice.value === selected)?.label ?? ''
  const [text, setText] = useState(selectedLabel)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const wanted = text === selectedLabel ? null : orderSearchText(text)
  const { answer, loading } = useRemoteAnswer<{ choices: OrderChoice[] }>(
    wanted ? `/dashboard/orders/choices?${new URLSearchParams({ q: wanted })}` : null,
    DEBOUNCE_MS,
  )
  const options: OrderChoice[] = wanted ? (answer?.choices ?? []) : [{ value: '', label: allLabel }, ...choices]
  const note = wanted
    ? loading
      ? 'Searching your orders…'
      : options.length === 0
        ? `No order’s name has “${wanted}”.`
        : options.length === ORDERS_IN_PICKER
          ? `The ${ORDERS_IN_PICKER} newest orders with “${wanted}” in their name.`
          : options.length === 1
            ? `1 order has “${wanted}” in its name.`
            : `${options.length} orders have “${wanted}” in their name.`
    : `The ${Math.min(choices.length, ORDERS_IN_PICKER)} newest of your ${total.toLocaleString('en-AU')} orders. Type to search them all.`

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const choose = (choice: OrderChoice) => {
    close()
    setText(choice.value ? choice.label : '')
    const hidden = field.current
    if (!hidden || choice.value === selected) return
    hidden.value = choice.value
    hidden.form?.requestSubmit()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    } else if (event.key === 'Enter') {
      // Enter never submits the typed text: it chooses, or does nothing until a choice is made.
      event.preventDefault()
      const chosen = open ? options[active] : undefined
      if (chosen) choose(chosen)
      else setOpen(true)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
    }
  }

  return (
    <div className="relative">
      <input ref={field} type="hidden" name={name} defaultValue={selected} />
      <Input
        compact
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${listId}-note`}
        autoComplete="off"
        spellCheck={false}
        placeholder={allLabel}
        value={text}
        onChange={(event) => {
          // Typing searches; only a choice changes the filter, so the form must not hear this.
          event.stopPropagation()
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={(event) => {
          event.target.select()
          setOpen(true)
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          close()
          setText(selectedLabel)
        }}
        onKeyDown={onKeyDown}
        className="w-full truncate pr-9"
      />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted">
        {loading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ChevronDown className="size-4" aria-hidden />}
      </span>
      {/* The note is the list's live region: it stays in the page, unseen, while the list is closed. */}
      <div
        className={
          open ? 'absolute inset-x-0 top-full z-40 mt-1 min-w-64 rounded-xl border border-line bg-white p-1 shadow-xl shadow-ink/10' : 'sr-only'
        }
      >
        {open ? (
          <ul id={listId} role="listbox" aria-label="Orders" className="max-h-72 overflow-y-auto">
            {options.map((choice, index) => (
              <li
                key={choice.value || 'all'}
                id={optionId(index)}
                role="option"
                aria-selected={choice.value === selected}
                className={`${optionClass(index === active)} ${choice.value === selected ? 'font-semibold' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(choice)}
              >
                {choice.label}
              </li>
            ))}
          </ul>
        ) : null}
        <p id={`${listId}-note`} aria-live="polite" className={open ? 'border-t border-line px-3 py-2 text-xs text-muted' : undefined}>
          {open ? note : ''}
        </p>
      </div>
    </div>
  )
}
