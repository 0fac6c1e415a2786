import { CircleSlash } from 'lucide-react'
import { IconBadge } from '@/components/ui/IconBadge'

/** A link that takes no more responses says why in plain words, and shows nothing else. */
export function LinkClosed({
  title,
  company,
  message,
  contact,
}: {
  title: string
  company: string
  message: string
  contact?: { email?: string | null } | null
}) {
  return (
    <section className="mx-auto max-w-lg rounded-3xl border border-line bg-white px-6 py-12 text-center sm:px-10">
      <IconBadge icon={CircleSlash} tone="muted" centred />
      <h1 className="mt-5 text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted">
        {message} If you think you should still be on {company}’s list, ask them directly
        {contact?.email ? (
          <>
            {' '}
            or write to us at{' '}
            <a className="font-medium text-ink underline underline-offset-2" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </>
        ) : null}
        .
      </p>
    </section>
  )
}
