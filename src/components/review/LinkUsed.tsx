import { CircleCheck } from 'lucide-react'
import { IconBadge } from '@/components/ui/IconBadge'

/**
 * A valid link whose step is over (or not yet due): it says so kindly and shows nothing of the
 * project or order, since whoever holds an old link may no longer be meant to see it.
 */
export function LinkUsed({ contact }: { contact?: { email?: string | null; phone?: string | null } | null }) {
  return (
    <section className="mx-auto max-w-lg rounded-3xl border border-line bg-white px-6 py-12 text-center sm:px-10">
      <title>This link has already been used</title>
      <IconBadge icon={CircleCheck} tone="muted" centred />
      <h1 className="mt-5 text-2xl font-semibold tracking-tight">This link has already been used</h1>
      <p className="mt-3 text-muted">
        There is nothing more to do here. If you expected something else, or need a fresh link, get in touch with us
        {contact?.email ? (
          <>
            {' '}
            at{' '}
            <a className="font-medium text-ink underline underline-offset-2" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </>
        ) : null}
        {contact?.phone ? (
          <>
            {' '}
            or on <span className="whitespace-nowrap">{contact.phone}</span>
          </>
        ) : null}
        .
      </p>
    </section>
  )
}
