import type { Field } from 'payload'

import { derived, staffPrivate } from '@/access/staff-writable'
import { DUTY_TERMS_LABELS } from '@/domain/delivery/customs'
import { DELIVERY_DETAIL_LABELS } from '@/domain/delivery/delivery-details'
import { labelledOptions } from '@/fields/options'

/**
 * An international parcel's customs (who pays the duties, and for staff the declaration sent with
 * its label), and what its recipient has been asked for through their delivery-details link. All
 * are written by the operations that check and book the parcel, never through the API.
 */
export const customsFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Customs and delivery details',
    admin: { initCollapsed: true },
    fields: [
      derived({ name: 'dutyTerms', type: 'select', options: labelledOptions(DUTY_TERMS_LABELS) }),
      derived({ name: 'estimatedDuties', type: 'number', admin: { description: 'The destination’s duties and taxes, cents AUD, as estimated.' } }),
      derived(
        staffPrivate({
          name: 'customsDeclaration',
          type: 'json',
          admin: { description: 'The declaration sent with the label; its commercial invoice is printed from it.' },
        }),
      ),
      derived({
        name: 'detailsNeeded',
        type: 'select',
        hasMany: true,
        options: labelledOptions(DELIVERY_DETAIL_LABELS),
        admin: { description: 'What the recipient has been asked for and not yet given.' },
      }),
      derived({ name: 'detailsRequestedAt', type: 'date', admin: { description: 'When the recipient was last emailed their link.' } }),
      derived(
        staffPrivate({
          name: 'detailsKey',
          type: 'text',
          unique: true,
          admin: { description: 'The secret in the recipient’s delivery-details link.' },
        }),
      ),
    ],
  },
]
