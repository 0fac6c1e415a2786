import type { Metadata } from 'next'
import Link from 'next/link'
import { ArrowRight, CalendarDays, Heart, Mail, MessageSquareText, Phone } from 'lucide-react'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { getStartPage } from '@/features/catalogue/start-page'
import { storefrontMetadata } from '@/features/catalogue/seo'
import { serverURL } from '@/platform/http/server-url'
import { getSiteSettings } from '@/features/catalogue/storefront-data'

const DESCRIPTION =
  'Start your custom merchandise order: build a wishlist of products or send a general enquiry, and get a free digital proof within one business day.'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getStartPage()
  return storefrontMetadata({ title: page?.title || 'Start a project', description: DESCRIPTION, path: '/start' })
}

/** The two ways to start, with the intent values the enquiry flow understands. */
const intents = [
  {
    value: 'wishlist',
    href: '/products?intent=wishlist',
    title: 'Browse products and build a wishlist',
    body: 'Pick products and colours, add them to your enquiry as you go, then send it when you are ready.',
    cta: 'Browse products',
    Icon: Heart,
  },
  {
    value: 'general',
    href: '/submit-enquiry?intent=general',
    title: 'Send a general enquiry',
    body: 'Not sure what you need yet? Tell us about your audience, quantities and budget and we will suggest products.',
    cta: 'Send an enquiry',
    Icon: MessageSquareText,
  },
] as const

/** Whether the configured booking link just points back at this page's own section. */
const pointsHere = (url: string): boolean => {
  try {
    const origin = serverURL()
    const parsed = new URL(url, `${origin}/start`)
    return parsed.origin === new URL(origin).origin && parsed.pathname === '/start' && parsed.hash === '#book-a-call'
  } catch {
    return true
  }
}

const isExternal = (url: string): boolean => /^https?:\/\//i.test(url) && !url.startsWith(serverURL())

export default async function StartPage() {
  const [page, settings] = await Promise.all([getStartPage(), getSiteSettings()])
  const steps = page?.steps ?? []
  const bookCallUrl = page?.bookCallUrl?.trim() || null
  const bookingLink = bookCallUrl && !pointsHere(bookCallUrl) ? bookCallUrl : null
  const phone = settings.supplier?.phone || null
  const email = settings.supplier?.email || null

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: page?.title || 'Start a project' }]} />

      <header className="mt-6 max-w-3xl">
        <p className="text-sm font-medium tracking-wide text-accent uppercase">Start a project</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{page?.heading || 'How ordering works'}</h1>
        <p className="mt-4 text-base text-pretty text-muted sm:text-lg">
          Tell us what you need in a couple of minutes. There is nothing to pay up front, and you approve a digital proof before anything is made.
        </p>
      </header>

      <section aria-labelledby="intent-heading" className="mt-10">
        <h2 id="intent-heading" className="text-lg font-semibold">
          How would you like to start?
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {intents.map(({ value, href, title, body, cta, Icon }) => (
            <li key={value}>
              <Link
                href={href}
                data-intent={value}
                className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition hover:border-ink/40 hover:shadow-[0_8px_30px_rgba(17,17,17,0.06)] sm:p-8"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-sand">
                  <Icon className="size-5 text-accent" aria-hidden />
                </span>
                <h3 className="mt-5 text-xl font-semibold tracking-tight">{title}</h3>
                <p className="mt-2 text-pretty text-muted">{body}</p>
                <span className="mt-auto inline-flex items-center gap-1.5 pt-6 font-medium">
                  {cta}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-muted">
          Rather talk to a person first?{' '}
          <a href={bookCallUrl || '#book-a-call'} className="font-medium text-ink underline underline-offset-4 hover:text-accent">
            Book a call with our team
          </a>
          .
        </p>
      </section>

      {steps.length > 0 ? (
        <section aria-labelledby="steps-heading" className="mt-20">
          <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight">
            From idea to delivery in {steps.length} {steps.length === 1 ? 'step' : 'steps'}
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.id} className="relative rounded-2xl bg-sand p-6">
                <span
                  className="flex size-10 items-center justify-center rounded-full bg-ink text-sm font-semibold text-white tabular-nums"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.heading}
                </h3>
                {step.text ? <p className="mt-2 text-sm text-pretty text-muted">{step.text}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section
        id="book-a-call"
        aria-labelledby="book-a-call-heading"
        className="mt-20 scroll-mt-24 overflow-hidden rounded-3xl bg-ink px-6 py-10 text-white sm:px-10 sm:py-14"
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
          <div className="max-w-2xl">
            <span className="flex size-12 items-center justify-center rounded-full bg-white/10">
              <CalendarDays className="size-5" aria-hidden />
            </span>
            <h2 id="book-a-call-heading" className="mt-5 text-2xl font-semibold tracking-tight sm:text-3xl">
              Prefer to talk it through?
            </h2>
            <p className="mt-3 text-pretty text-white/70">
              Book a quick call with our team. We will help you choose products, plan quantities and work back from your deadline.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            {bookingLink ? (
              <a
                href={bookingLink}
                {...(isExternal(bookingLink) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-white px-6 font-medium text-ink hover:bg-white/90"
              >
                <CalendarDays className="size-4" aria-hidden />
                Book a call
                {isExternal(bookingLink) ? <span className="sr-only"> (opens in a new tab)</span> : null}
              </a>
            ) : null}
            {phone ? (
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className={`inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 font-medium ${
                  bookingLink ? 'border border-white/25 hover:border-white' : 'bg-white text-ink hover:bg-white/90'
                }`}
              >
                <Phone className="size-4" aria-hidden />
                {bookingLink ? phone : `Call ${phone}`}
              </a>
            ) : null}
            {email ? (
              <a
                href={`mailto:${email}?subject=${encodeURIComponent('Book a call')}`}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/25 px-6 font-medium hover:border-white"
              >
                <Mail className="size-4" aria-hidden />
                Email to book a time
              </a>
            ) : null}
          </div>
        </div>
      </section>
    </div>
  )
}
