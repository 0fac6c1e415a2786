/**
 * A stand-in for an OpenTelemetry collector: takes OTLP/HTTP JSON trace exports on /v1/traces, as
 * a collector does, and keeps every span it was sent for the test to read.
 */
import { createServer } from 'node:http'

export type ReceivedSpan = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes: Record<string, unknown>
  service: string
}

type Attribute = { key: string; value: Record<string, unknown> }
type Export = {
  resourceSpans?: {
    resource?: { attributes?: Attribute[] }
    scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes' | 'service'> & { attributes?: Attribute[] })[] }[]
  }[]
}

const valuesOf = (attributes: Attribute[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]))

export const startOtlpReceiver = async () => {
  const spans: ReceivedSpan[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Export
        for (const resource of body.resourceSpans ?? []) {
          const service = String(valuesOf(resource.resource?.attributes)['service.name'])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? []) spans.push({ ...span, attributes: valuesOf(span.attributes), service })
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}`, spans, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
