import type { ReactNode } from 'react'

/** Error titles: the status code, a dash and the message, e.g. "404 - Page not found". */
export const errorTitle = (status: number, message: string): string => `${status} - ${message}`

/** The status code and message of an error page, with the way home underneath. */
export function ErrorMessage({ status, message, children, action }: { status: number; message: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-28 text-center">
      {/* Error boundaries take no metadata export; React hoists this title into the head. */}
      <title>{errorTitle(status, message)}</title>
      <p className="text-sm font-semibold tracking-widest text-accent">{status}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight">{message}</h1>
      <p className="mt-4 text-muted">{children}</p>
      <div className="mt-8">{action}</div>
    </section>
  )
}

export const homeButtonClass = 'inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-medium text-white hover:bg-black/80'
