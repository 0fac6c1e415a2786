import { ApiReference } from './ApiReference'

/** Every endpoint of the OpenAPI document at `documentUrl`, to read and try out with a key. */
export function ApiEndpoints({ id, documentUrl }: { id: string; documentUrl: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-40 lg:scroll-mt-28">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight">
        Endpoints
      </h2>
      <p className="mt-3 max-w-3xl text-pretty text-muted">
        Choose Authorize and paste a key, then Try it out on any endpoint. The request goes from your browser to this site with that key, which is
        forgotten when you leave the page.
      </p>
      <div className="mt-6">
        <ApiReference documentUrl={documentUrl} />
      </div>
    </section>
  )
}
