import type { Field } from 'payload'

import { staffPrivate } from '@/access/staff-writable'
import { countryCodeFor } from '@/domain/countries'
import { CUSTOMS_CATEGORY_LABELS, normaliseHsCode } from '@/domain/delivery/customs'
import { centsField } from '@/fields/money'
import { labelledOptions } from '@/fields/options'

const hsCode = (value: unknown) =>
  !value || normaliseHsCode(String(value)) ? true : 'Enter the HS code’s six to ten digits, e.g. 6109.10 for cotton T-shirts.'

const originCountry = (value: unknown) =>
  !value || countryCodeFor(String(value)) === value ? true : 'Enter the two-letter code of the country it was made in, e.g. CN.'

/**
 * What a parcel leaving Australia declares for each unit of the product: its HS code, where it was
 * made, its value and kind (which per-country rules read). Staff only: the value is ours.
 */
export const productCustomsField: Field = staffPrivate({
  name: 'customs',
  type: 'group',
  admin: { description: 'Declared on every parcel sent overseas; a parcel with a product missing these waits until they are added.' },
  fields: [
    { name: 'hsCode', type: 'text', maxLength: 14, validate: hsCode, label: 'HS code' },
    { name: 'originCountry', type: 'text', maxLength: 2, validate: originCountry, label: 'Country of origin' },
    centsField('declaredValue', { label: 'Declared value per unit', admin: { description: 'In cents (AUD): what one unit is declared at.' } }),
    { name: 'category', type: 'select', defaultValue: 'general', options: labelledOptions(CUSTOMS_CATEGORY_LABELS) },
  ],
})
