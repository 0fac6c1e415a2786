import type { ReactNode } from 'react'

/** The auth screens' one card: a title, a line under it, then the form. */
export function AuthCard({
  title,
  description,
  above,
  children,
}: {
  title: string
  description?: ReactNode
  above?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="rounded-3xl border border-line bg-white p-6 shadow-[0_1px_2px_rgba(17,17,17,0.04),0_12px_32px_-12px_rgba(17,17,17,0.12)] sm:p-8">
      {above ? <div className="mb-6">{above}</div> : null}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description ? <p className="mt-1.5 text-sm text-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  )
}
