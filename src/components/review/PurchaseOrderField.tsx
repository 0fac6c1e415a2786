import { PURCHASE_ORDER_MAX_LENGTH } from '@/domain/purchase-order'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input } from '@/components/ui/form-controls'

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
      <Input
        {...fieldControlProps('purchaseOrderNumber', { error, hint: true })}
        maxLength={PURCHASE_ORDER_MAX_LENGTH}
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  )
}
