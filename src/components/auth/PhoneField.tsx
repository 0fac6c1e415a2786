import { phoneCountries } from '@/components/enquiry/phone-countries'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input } from '@/components/ui/form-controls'

/** A phone number with its country (libphonenumber-js checks it on the server), Australia first. */
export function PhoneField({
  idPrefix = 'phone',
  countryCode,
  number,
  error,
}: {
  idPrefix?: string
  countryCode?: string | null
  number?: string | null
  error?: string
}) {
  const id = `${idPrefix}Number`
  return (
    <Field id={id} label="Phone" optional error={error}>
      <div className="flex gap-2">
        <select
          name="phoneCountry"
          aria-label="Phone country"
          defaultValue={countryCode || 'AU'}
          className="w-28 shrink-0 rounded-xl border border-line bg-white px-2.5 py-2.5 text-[15px] outline-none focus:border-ink focus:ring-2 focus:ring-ink/10"
        >
          {phoneCountries.map((country) => (
            <option key={country.code} value={country.code}>{`${country.code} +${country.callingCode}`}</option>
          ))}
        </select>
        <Input
          name="phoneNumber"
          type="tel"
          autoComplete="tel-national"
          defaultValue={number ?? ''}
          maxLength={32}
          {...fieldControlProps(id, { error })}
        />
      </div>
    </Field>
  )
}
