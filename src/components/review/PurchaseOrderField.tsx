import { PURCHASE_ORDER_MAX_LENGTH } from '@/domain/purchase-order'
import { describedBy, Field, inputClass } from './Field'

/** The customer's optional PO number, as finalising and paying both ask for it. */
export function PurchaseOrderField({
  value,
  onChange,
  error,
  disabled = false,
}: {
  value: string
  onChange: (value: string) => void
  error?: string
  disabled?: boolean
}) {
  return (
    <Field id="purchaseOrderNumber" label="PO number (optional)" error={error} hint="Printed on your invoice.">
      <input
        {...describedBy('purchaseOrderNumber', error, true)}
        className={inputClass}
        maxLength={PURCHASE_ORDER_MAX_LENGTH}
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  )
}
