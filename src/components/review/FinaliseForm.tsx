'use client'

import { LoaderCircle, Package, PackageOpen, Truck, Users } from 'lucide-react'
import { useRef, useState, useTransition, type ReactNode } from 'react'

import { checkFinalisation, type FieldErrors } from '@/domain/finalisation'
import type { CountryOption } from '@/domain/countries'
import { SIZE_GROUPS, type SizeOption } from '@/domain/sizes'
import { buttonClasses } from '@/components/ui/button'
import { DistributionList, type DistributionEntry } from './DistributionList'
import { ErrorSummary, Field, FormSection, describedBy, inputClass } from './Field'
import { FinaliseDone } from './FinaliseDone'
import { PurchaseOrderField } from './PurchaseOrderField'
import { RecipientFields, emptyRecipient, type RecipientDraft } from './RecipientFields'
import { SizeGrid, emptySizes, sizeRows, type SizeDraft } from './SizeGrid'
import { formErrorsOf, type Result } from '@/platform/result'

export type FinaliseLine = { id: number; title: string; quantity: number; hasSizing: boolean }

type FinaliseAction = (input: unknown) => Promise<Result>

type Choice<T extends string> = { value: T; title: string; description: string; icon: ReactNode }

function ChoiceCards<T extends string>({
  name,
  value,
  choices,
  onChange,
}: {
  name: string
  value: T
  choices: Choice<T>[]
  onChange: (value: T) => void
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={`flex cursor-pointer gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${value === choice.value ? 'border-ink bg-paper' : 'border-line hover:border-ink/40'}`}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="sr-only"
          />
          <span className="mt-0.5 text-ink" aria-hidden>
            {choice.icon}
          </span>
          <span>
            <span className="block font-medium">{choice.title}</span>
            <span className="mt-0.5 block text-sm text-muted">{choice.description}</span>
          </span>
        </label>
      ))}
    </div>
  )
}

/**
 * The finalise form: packing, sizes per sized item, shipping, country and due date. The same
 * domain check runs here as on the server, so the reviewer sees every problem before sending.
 */
export function FinaliseForm({
  lines,
  sizeOptions,
  countries,
  today,
  initial,
  action,
}: {
  lines: FinaliseLine[]
  sizeOptions: SizeOption[]
  countries: CountryOption[]
  today: string
  initial: { packingType: 'individual_items' | 'swag_packs'; numberOfPacks: number | null; country: string }
  action: FinaliseAction
}) {
  const [packingType, setPackingType] = useState(initial.packingType)
  const [numberOfPacks, setNumberOfPacks] = useState(initial.numberOfPacks ? String(initial.numberOfPacks) : '')
  const [sizes, setSizes] = useState<Record<number, SizeDraft>>({})
  const [shipmentType, setShipmentType] = useState<'single_drop' | 'distribution_list'>('single_drop')
  const [country, setCountry] = useState(initial.country || 'AU')
  const [recipient, setRecipient] = useState<RecipientDraft>(emptyRecipient(initial.country || 'AU'))
  const [distribution, setDistribution] = useState<DistributionEntry[]>([])
  const [dueDate, setDueDate] = useState('')
  const [purchaseOrderNumber, setPurchaseOrderNumber] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [done, setDone] = useState(false)
  const [pending, startTransition] = useTransition()
  const summary = useRef<HTMLDivElement>(null)
  const sizedLines = lines.filter((line) => line.hasSizing)

  if (done) return <FinaliseDone />

  const input = () => ({
    packingType,
    numberOfPacks: numberOfPacks.trim() === '' ? null : Number(numberOfPacks),
    sizes: sizedLines.map((line) => {
      const draft = sizes[line.id] ?? emptySizes()
      return { lineItem: line.id, ...Object.fromEntries(SIZE_GROUPS.map((group) => [group, sizeRows(draft, group)])) }
    }),
    shipmentType,
    recipient: shipmentType === 'single_drop' ? { ...recipient, country } : null,
    distributionList:
      shipmentType === 'distribution_list'
        ? distribution.map((entry) => ({
            recipient: entry.recipient,
            items: lines.map((line) => ({ lineItem: line.id, quantity: Number(entry.items[line.id] || 0) })),
          }))
        : [],
    country,
    dueDate,
    purchaseOrderNumber,
  })

  const showErrors = (next: FieldErrors) => {
    setErrors(next)
    requestAnimationFrame(() => summary.current?.querySelector<HTMLElement>('[role="alert"]')?.focus())
  }

  const submit = () => {
    const raw = input()
    const checked = checkFinalisation(raw, { lines, sizingOptions: sizeOptions.map((o) => o.id), today })
    if (!checked.ok) return showErrors(checked.errors)
    setErrors({})
    startTransition(async () => {
      const result = await action(raw)
      if (result.ok) {
        setDone(true)
        window.scrollTo({ top: 0 })
      } else showErrors(formErrorsOf(result))
    })
  }

  let step = 0
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div ref={summary}>
        <ErrorSummary errors={errors} />
      </div>
      <FormSection step={++step} title="Packing" description="Ship each item on its own, or packed together as a kit per person.">
        <ChoiceCards
          name="packingType"
          value={packingType}
          onChange={setPackingType}
          choices={[
            {
              value: 'individual_items',
              title: 'Individual items',
              description: 'Each product packed on its own.',
              icon: <Package className="size-5" />,
            },
            {
              value: 'swag_packs',
              title: 'Swag packs',
              description: 'One of each item together in a pack.',
              icon: <PackageOpen className="size-5" />,
            },
          ]}
        />
        {packingType === 'swag_packs' ? (
          <Field id="numberOfPacks" label="Number of packs" error={errors.numberOfPacks} className="mt-4 max-w-48">
            <input
              {...describedBy('numberOfPacks', errors.numberOfPacks)}
              inputMode="numeric"
              className={inputClass}
              value={numberOfPacks}
              onChange={(event) => setNumberOfPacks(event.target.value.replace(/[^\d]/g, '').slice(0, 6))}
            />
          </Field>
        ) : null}
      </FormSection>

      {sizedLines.length ? (
        <FormSection step={++step} title="Sizes" description="Split each garment’s quantity across sizes. Every unit needs a size.">
          <div className="space-y-4">
            {sizedLines.map((line) => (
              <SizeGrid
                key={line.id}
                line={line}
                options={sizeOptions}
                value={sizes[line.id] ?? emptySizes()}
                error={errors[`sizes.${line.id}`]}
                onChange={(next) => setSizes({ ...sizes, [line.id]: next })}
              />
            ))}
          </div>
        </FormSection>
      ) : null}

      <FormSection step={++step} title="Shipping" description="Where the order goes when it is ready.">
        <ChoiceCards
          name="shipmentType"
          value={shipmentType}
          onChange={setShipmentType}
          choices={[
            { value: 'single_drop', title: 'Single drop', description: 'Everything to one address.', icon: <Truck className="size-5" /> },
            { value: 'distribution_list', title: 'Distribution list', description: 'Sent to several people.', icon: <Users className="size-5" /> },
          ]}
        />
        <div className="mt-5">
          {shipmentType === 'single_drop' ? (
            <RecipientFields prefix="recipient" value={{ ...recipient, country }} errors={errors} onChange={setRecipient} />
          ) : (
            <DistributionList lines={lines} country={country} entries={distribution} errors={errors} onChange={setDistribution} />
          )}
        </div>
      </FormSection>

      <FormSection step={++step} title="Delivery" description="The country it ships to and when you need it.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="country" label="Country" error={errors.country}>
            <select
              {...describedBy('country', errors.country)}
              className={inputClass}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
            >
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="dueDate" label="Needed by" error={errors.dueDate} hint="Most orders take 10 business days after artwork approval.">
            <input
              {...describedBy('dueDate', errors.dueDate, true)}
              type="date"
              min={today}
              className={inputClass}
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
            />
          </Field>
          <PurchaseOrderField value={purchaseOrderNumber} onChange={setPurchaseOrderNumber} error={errors.purchaseOrderNumber} />
        </div>
      </FormSection>

      <div className="flex flex-col-reverse items-stretch gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">We check everything and confirm the final price before asking for payment.</p>
        <button type="submit" className={buttonClasses('primary', 'lg')} disabled={pending}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {pending ? 'Confirming…' : 'Confirm project'}
        </button>
      </div>
    </form>
  )
}
