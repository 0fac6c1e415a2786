import { initials } from '@/domain/customer-name'

/** The customer's initials in a circle: first letters of first and last name, '-' without. */
export function InitialsAvatar({ firstName, lastName }: { firstName?: string | null; lastName?: string | null }) {
  return (
    <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink text-xs font-semibold text-white">
      {initials(firstName, lastName)}
    </span>
  )
}
