import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the receiver got: its headers and raw body, and the event it carried. */
export type Received = { headers: Record<string, string>; body: string; event: { id: string; type: string; data: Record<string, unknown> } }

/** How the receiver answers its nth request (from 1): a status code, or `hang` to hold the request open. */
export type Answering = (nth: number, received: Received) => number | 'hang'

/**
 * A customer's webhook receiver on this machine: records every request and answers as told, so a
 * test sees exactly what Swagly sent, how often, and how it coped with failures and silence.
 */
export const startReceiver = async (answering: Answering = () => 200) => {
  const received: Received[] = []
  const hanging: ServerResponse[] = []
  let answer = answering
  const answerRequest = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const entry = { headers: req.headers as Record<string, string>, body, event: JSON.parse(body) }
    received.push(entry)
    const verdict = answer(received.length, entry)
    if (verdict === 'hang') return void hanging.push(res)
    res.writeHead(verdict, { 'content-type': 'text/plain' }).end(verdict < 300 ? 'thanks' : 'not today')
  }
  const server = createServer((req, res) => void answerRequest(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The events of `type` received, in order. */
    events: (type: string) => received.filter((entry) => entry.event.type === type),
    answerWith: (next: Answering) => void (answer = next),
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>
