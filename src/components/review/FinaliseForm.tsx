'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Package, PackageOpen, Truck, Users } from 'lucide-react'
import { useRef, useState, useTransition } from 'react'
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form'

import { checkFinalisation, type FieldErrors } from '@/domain/finalisation'
import { businessDaysToShip } from '@/domain/production-timeline'
import type { CountryOption } from '@/domain/countries'
import { SIZE_GROUPS, type SizeOption } from '@/domain/sizes'
import { buttonClasses } from '@/components/ui/button'
import { type Choice } from '@/components/ui/ChoiceCards'
import { ChoiceField } from '@/components/ui/ChoiceField'
import { AddressFields, emptyAddress, type AddressDraft } from '@/components/address/AddressFields'
import { checkedBy, errorMessages } from '@/components/ui/form-errors'
import { DistributionList, type DistributionEntry } from './DistributionList'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input, Select } from '@/components/ui/form-controls'
import { ErrorSummary } from '@/components/ui/ErrorSummary'
import { FormSection } from '@/components/review/FormSection'
import { FinaliseDone } from './FinaliseDone'
import { PurchaseOrderField } from './PurchaseOrderField'
import { countDigits } from './count-digits'
import { SizeGrid, emptySizes, sizeRows, type SizeDraft } from './SizeGrid'
import { formErrorsOf, type Result } from '@/platform/result'

export type FinaliseLine = { id: number; title: string; quantity: number; hasSizing: boolean }

type FinaliseValues = {
  packingType: 'individual_items' | 'swag_packs'
  numberOfPacks: string
  sizes: Record<string, SizeDraft>
  shipmentType: 'single_drop' | 'distribution_list'
  country: string
  recipient: AddressDraft
  distributionList: DistributionEntry[]
  dueDate: string
  purchaseOrderNumber: string
}

type FinaliseAction = (input: unknown) => Promise<Result>

const PACKING_CHOICES: Choice<FinaliseValues['packingType']>[] = [
  { value: 'individual_items', title: 'Individual items', description: 'Each product packed on its own.', Icon: Package },
  { value: 'swag_packs', title: 'Swag packs', description: 'One of each item together in a pack.', Icon: PackageOpen },
]

const SHIPPING_CHOICES: Choice<FinaliseValues['shipmentType']>[] = [
  { value: 'single_drop', title: 'Single drop', description: 'Everything to one address.', Icon: Truck },
  { value: 'distribution_list', title: 'Distribution list', description: 'Sent to several people.', Icon: Users },
]

/**
 * The finalise form: packing, sizes per sized item, shipping, country and due date. The same
 * domain check runs here as on the server, so the reviewer sees every problem before sending.
 */
export function FinaliseForm({
  lines,
  sizeOptions,
  countries,
  today,
  leadTimeDays,
  initial,
  action,
}: {
  lines: FinaliseLine[]
  sizeOptions: SizeOption[]
  countries: CountryOption[]
  today: string
  /** Business days the slowest product takes to make. */
  leadTimeDays: number
  initial: { packingType: 'individual_items' | 'swag_packs'; numberOfPacks: number | null; country: string }
  action: FinaliseAction
}) {
  const sizedLines = lines.filter((line) => line.hasSizing)
  const input = (values: FinaliseValues) => ({
    packingType: values.packingType,
    numberOfPacks: values.numberOfPacks.trim() === '' ? null : Number(values.numberOfPacks),
    sizes: sizedLines.map((line) => {
      const draft = values.sizes[line.id] ?? emptySizes()
      return { lineItem: line.id, ...Object.fromEntries(SIZE_GROUPS.map((group) => [group, sizeRows(draft, group)])) }
    }),
    shipmentType: values.shipmentType,
    recipient: values.shipmentType === 'single_drop' ? { ...values.recipient, country: values.country } : null,
    distributionList:
      values.shipmentType === 'distribution_list'
        ? values.distributionList.map((entry) => ({
            recipient: entry.recipient,
            items: lines.map((line) => ({ lineItem: line.id, quantity: Number(entry.items[line.id] || 0) })),
          }))
        : [],
    country: values.country,
    dueDate: values.dueDate,
    purchaseOrderNumber: values.purchaseOrderNumber,
  })
  const form = useForm<FinaliseValues>({
    defaultValues: {
      packingType: initial.packingType,
      numberOfPacks: initial.numberOfPacks ? String(initial.numberOfPacks) : '',
      sizes: Object.fromEntries(sizedLines.map((line) => [line.id, emptySizes()])),
      shipmentType: 'single_drop',
      country: initial.country || 'AU',
      recipient: emptyAddress(initial.country || 'AU'),
      distributionList: [],
      dueDate: '',
      purchaseOrderNumber: '',
    },
    resolver: zodResolver(
      checkedBy((values: FinaliseValues) => checkFinalisation(input(values), { lines, sizingOptions: sizeOptions.map((o) => o.id), today })),
      undefined,
      { raw: true },
    ),
    // The summary of every problem takes the focus, each of its lines a link to its field.
    shouldFocusError: false,
  })
  const [packingType, shipmentType, country] = useWatch({ control: form.control, name: ['packingType', 'shipmentType', 'country'] })
  const [done, setDone] = useState(false)
  const [pending, startTransition] = useTransition()
  const summary = useRef<HTMLDivElement>(null)
  const errors: FieldErrors = errorMessages(form.formState.errors)

  if (done) return <FinaliseDone />

  const focusSummary = () => requestAnimationFrame(() => summary.current?.querySelector<HTMLElement>('[role="alert"]')?.focus())

  const showErrors = (next: FieldErrors) => {
    for (const [key, message] of Object.entries(next)) form.setError(key as keyof FinaliseValues, { type: 'server', message })
    focusSummary()
  }

  const submit = (values: FinaliseValues) => {
    const raw = input(values)
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
    <FormProvider {...form}>
      <form noValidate className="space-y-5" onSubmit={(event) => form.handleSubmit(submit, focusSummary)(event)}>
        <div ref={summary}>
          <ErrorSummary errors={errors} />
        </div>
        <FormSection step={++step} title="Packing" description="Ship each item on its own, or packed together as a kit per person.">
          <ChoiceField name="packingType" choices={PACKING_CHOICES} />
          {packingType === 'swag_packs' ? (
            <Field id="numberOfPacks" label="Number of packs" error={errors.numberOfPacks} className="mt-4 max-w-48">
              <Input
                {...fieldControlProps('numberOfPacks', { error: errors.numberOfPacks })}
                inputMode="numeric"
                {...form.register('numberOfPacks', { onChange: (event) => form.setValue('numberOfPacks', countDigits(event.target.value)) })}
              />
            </Field>
          ) : null}
        </FormSection>

        {sizedLines.length ? (
          <FormSection step={++step} title="Sizes" description="Split each garment’s quantity across sizes. Every unit needs a size.">
            <div className="space-y-4">
              {sizedLines.map((line) => (
                <Controller
                  key={line.id}
                  name={`sizes.${line.id}`}
                  control={form.control}
                  render={({ field }) => (
                    <SizeGrid line={line} options={sizeOptions} value={field.value} error={errors[`sizes.${line.id}`]} onChange={field.onChange} />
                  )}
                />
              ))}
            </div>
          </FormSection>
        ) : null}

        <FormSection step={++step} title="Shipping" description="Where the order goes when it is ready.">
          <ChoiceField name="shipmentType" choices={SHIPPING_CHOICES} />
          <div className="mt-5">
            {shipmentType === 'single_drop' ? (
              <AddressFields prefix="recipient" country={country} />
            ) : (
              <DistributionList lines={lines} country={country} errors={errors} />
            )}
          </div>
        </FormSection>

        <FormSection step={++step} title="Delivery" description="The country it ships to and when you need it.">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="country" label="Country" error={errors.country}>
              <Select {...fieldControlProps('country', { error: errors.country })} {...form.register('country')}>
                {countries.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id="dueDate"
              label="Needed by"
              error={errors.dueDate}
              hint={`Made in ${leadTimeDays} business days after artwork approval, ready to ship in about ${businessDaysToShip(leadTimeDays)}.`}
            >
              <Input {...fieldControlProps('dueDate', { error: errors.dueDate, hint: true })} {...form.register('dueDate')} type="date" min={today} />
            </Field>
            <Controller
              name="purchaseOrderNumber"
              control={form.control}
              render={({ field }) => <PurchaseOrderField value={field.value} onChange={field.onChange} error={errors.purchaseOrderNumber} />}
            />
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
    </FormProvider>
  )
}
