import { ArrowRight, FileJson, Gauge, KeyRound, type LucideIcon, Send } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/button'

import { Code } from './Code'

function Step({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-white p-6">
      <span className="flex size-10 items-center justify-center rounded-full bg-sand">
        <Icon className="size-5 text-accent" aria-hidden />
      </span>
      <h3 className="mt-4 font-semibold">{title}</h3>
      <div className="mt-2 flex flex-1 flex-col gap-3 text-sm text-pretty text-muted">{children}</div>
    </li>
  )
}

/** The API reference's opening: what the API is, and what every call needs (a key, its header, the rate limit). */
export function ApiIntro({ documentUrl, endpointsId }: { documentUrl: string; endpointsId: string }) {
  return (
    <div>
      <header className="max-w-3xl">
        <p className="text-sm font-medium tracking-wide text-accent uppercase">Developers</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-5xl">API reference</h1>
        <p className="mt-4 text-base text-pretty text-muted sm:text-lg">
          Swagly’s REST API lets your company’s own systems, such as an HR platform, a CRM or a finance tool, read your products, stock, projects,
          orders, invoices, shipments and recipient links as JSON, ship stock to people, keep and import the address book, make recipient links and
          reorder. A key sees only its own company’s data, and does only what its scopes allow.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={`#${endpointsId}`} className={buttonClasses('primary')}>
            Browse the endpoints
            <ArrowRight className="size-4" aria-hidden />
          </a>
          <a href={documentUrl} className={buttonClasses('secondary')}>
            <FileJson className="size-4" aria-hidden />
            OpenAPI 3.1 document
          </a>
        </div>
      </header>
      <h2 className="sr-only">Before your first call</h2>
      <ol className="mt-10 grid gap-4 md:grid-cols-3">
        <Step icon={KeyRound} title="Make a key">
          <p>
            An owner or admin of your company makes one under Dashboard → API keys, choosing what it may do. It is shown once: keep it as you would a
            password.
          </p>
          <Link href="/dashboard/api-keys" className="mt-auto inline-flex items-center gap-1.5 font-medium text-ink hover:text-accent">
            Go to API keys
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </Step>
        <Step icon={Send} title="Send it with every request">
          <p>In the Authorization header, from your own server rather than a web page or app:</p>
          <pre className="overflow-x-auto rounded-xl bg-ink px-4 py-3 font-mono text-xs text-white">Authorization: Bearer swk_…</pre>
        </Step>
        <Step icon={Gauge} title="Stay within the rate limit">
          <p>
            Each key may make so many requests a minute. Every answer says where it stands: <Code>RateLimit-Limit</Code>,{' '}
            <Code>RateLimit-Remaining</Code> and <Code>RateLimit-Reset</Code> (seconds until it refills). Past it, the answer is <Code>429</Code> with{' '}
            <Code>Retry-After</Code>.
          </p>
        </Step>
      </ol>
    </div>
  )
}
