import { Check, Minus } from 'lucide-react'

import {
  emailsAt,
  MOMENTS_FOR,
  PARCEL_EMAIL_PARTIES,
  PARCEL_EMAIL_PARTY_LABELS,
  PARCEL_MOMENT_HINTS,
  PARCEL_MOMENT_LABELS,
  PARCEL_MOMENTS,
  type ParcelEmailChoices,
} from '@/domain/delivery/parcel-emails'

/**
 * Each moment of a parcel's journey against who may hear of it: checkboxes named
 * `party.moment` when `editable`, a tick or a dash when not. A moment a party never hears of is blank.
 */
export function ParcelEmailTable({ choices, editable }: { choices: ParcelEmailChoices | null; editable: boolean }) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            Moment
          </th>
          {PARCEL_EMAIL_PARTIES.map((party) => (
            <th key={party} scope="col" className="w-20 px-2 py-2 text-center font-medium sm:w-36">
              {PARCEL_EMAIL_PARTY_LABELS[party]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {PARCEL_MOMENTS.map((moment) => (
          <tr key={moment}>
            <th scope="row" className="py-3 pr-3 align-top font-normal">
              <span className="block font-medium text-ink">{PARCEL_MOMENT_LABELS[moment]}</span>
              <span className="mt-0.5 block text-muted">{PARCEL_MOMENT_HINTS[moment]}</span>
            </th>
            {PARCEL_EMAIL_PARTIES.map((party) => {
              const on = emailsAt(choices, party, moment)
              const label = `Email ${PARCEL_EMAIL_PARTY_LABELS[party].toLowerCase()}: ${PARCEL_MOMENT_LABELS[moment].toLowerCase()}`
              return (
                <td key={party} className="px-2 py-3 text-center align-top">
                  {!MOMENTS_FOR[party].includes(moment) ? (
                    <>
                      <span aria-hidden className="text-muted">
                        –
                      </span>
                      <span className="sr-only">Not offered</span>
                    </>
                  ) : editable ? (
                    <input type="checkbox" name={`${party}.${moment}`} defaultChecked={on} aria-label={label} className="size-5 accent-ink" />
                  ) : on ? (
                    <Check className="mx-auto size-5 text-emerald-700" aria-label={`${label}: yes`} />
                  ) : (
                    <Minus className="mx-auto size-5 text-muted" aria-label={`${label}: no`} />
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
