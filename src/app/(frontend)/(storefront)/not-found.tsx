import Link from 'next/link'

export default function PageNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-28 text-center">
      {/* not-found segments take no metadata export; React hoists this title into the head. */}
      <title>404 - Page not found</title>
      <p className="text-sm font-semibold tracking-widest text-accent">404</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-4 text-muted">The page you are looking for has moved or never existed.</p>
      <Link href="/" className="mt-8 inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-medium text-white">
        Home
      </Link>
    </section>
  )
}
