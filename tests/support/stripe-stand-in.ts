import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

export type StandInIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  description: string | null
}

export type StandInRefund = { id: string; object: 'refund'; amount: number; payment_intent: string; status: string }

export type RecordedRequest = { method: string; path: string; headers: IncomingMessage['headers']; form: URLSearchParams }

/**
 * A local stand-in for the Stripe endpoints the app uses (create and retrieve a PaymentIntent,
 * refund one), so the real `stripe` SDK can be exercised without the internet. It keeps what
 * it was sent, honours idempotency keys as Stripe does, and lets a test settle an intent.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>()
  const byIdempotencyKey = new Map<string, string>()
  const requests: RecordedRequest[] = []
  const refunds: StandInRefund[] = []
  const refundsByIdempotencyKey = new Map<string, StandInRefund>()
  let next = 0
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const form = new URLSearchParams(body)
    const path = (req.url ?? '').split('?')[0]!
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, form })
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` })
      res.end(JSON.stringify(value))
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const key = req.headers['idempotency-key']
      const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined
      if (earlier) return send(200, intents.get(earlier))
      const metadata: Record<string, string> = {}
      for (const [name, value] of form) {
        const match = name.match(/^metadata\[(.+)\]$/)
        if (match) metadata[match[1]!] = value
      }
      const id = `pi_standin_${++next}`
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_test`,
        metadata,
        description: form.get('description'),
      }
      intents.set(id, intent)
      if (typeof key === 'string') byIdempotencyKey.set(key, id)
      return send(200, intent)
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const key = req.headers['idempotency-key']
      const earlier = typeof key === 'string' ? refundsByIdempotencyKey.get(key) : undefined
      if (earlier) return send(200, earlier)
      const intent = intents.get(form.get('payment_intent') ?? '')
      if (!intent || intent.status !== 'succeeded') {
        return send(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent has no charge to refund.' } })
      }
      const refund: StandInRefund = {
        id: `re_standin_${++next}`,
        object: 'refund',
        amount: intent.amount_received,
        payment_intent: intent.id,
        status: 'succeeded',
      }
      refunds.push(refund)
      if (typeof key === 'string') refundsByIdempotencyKey.set(key, refund)
      return send(200, refund)
    }
    const retrieve = path.match(/^\/v1\/payment_intents\/([\w]+)$/)
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!)
      return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } })
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } })
  }
  // Fire and forget: a stand-in that throws fails the test run with an unhandled rejection, as it should.
  const server: Server = createServer((req, res) => void answer(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    /** Refunds as Stripe would hold them: one per idempotency key. */
    refunds,
    /** An intent as if the customer paid it, or with `amount` received instead. */
    succeed: (id: string, amountReceived?: number) => {
      const intent = intents.get(id)!
      intent.status = 'succeeded'
      intent.amount_received = amountReceived ?? intent.amount
      return intent
    },
    /** An intent the app never created, for an arbitrary project and amount. */
    add: (intent: Partial<StandInIntent> & { metadata: Record<string, string>; amount: number }) => {
      const id = `pi_standin_${++next}`
      const full: StandInIntent = {
        object: 'payment_intent',
        currency: 'aud',
        status: 'succeeded',
        client_secret: `${id}_secret_test`,
        description: null,
        amount_received: intent.amount,
        ...intent,
        id,
      }
      intents.set(id, full)
      return full
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
