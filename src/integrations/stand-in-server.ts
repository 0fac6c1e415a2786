import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/** A local stand-in for an outside service, listening on this machine. */
export type ListeningStandIn = { url: string; close: () => Promise<void> }

/**
 * Serves `handle` on 127.0.0.1 (`port`, or any free one). Fire and forget: a stand-in that throws
 * fails the test run with an unhandled rejection, as it should. Closing drops open connections
 * first, so a test that gave up on an answer does not hold the close up.
 */
export async function listenAsStandIn(handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>, port = 0): Promise<ListeningStandIn> {
  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
