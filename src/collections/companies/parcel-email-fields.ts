import type { Field } from 'payload'

import {
  DEFAULT_PARCEL_EMAILS,
  MOMENTS_FOR,
  PARCEL_EMAIL_PARTIES,
  PARCEL_EMAIL_PARTY_LABELS,
  PARCEL_MOMENT_LABELS,
} from '@/domain/delivery/parcel-emails'

/**
 * The company's choice of who is emailed at each moment of a parcel's journey: a checkbox per
 * party and moment, each defaulting to what companies got before they could choose, so a company
 * that never chose (a row older than these columns too) hears what it always did.
 */
export const parcelEmailsField: Field = {
  name: 'parcelEmails',
  type: 'group',
  admin: {
    description: 'Who gets an email at each moment of a parcel’s journey. Owners and admins change it on the dashboard’s Parcel emails page.',
  },
  fields: PARCEL_EMAIL_PARTIES.map((party): Field => ({
    name: party,
    label: PARCEL_EMAIL_PARTY_LABELS[party],
    type: 'group',
    fields: MOMENTS_FOR[party].map((moment): Field => ({
      name: moment,
      label: PARCEL_MOMENT_LABELS[moment],
      type: 'checkbox',
      defaultValue: DEFAULT_PARCEL_EMAILS[party][moment] ?? false,
    })),
  })),
}
