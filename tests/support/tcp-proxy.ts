import { createConnection, createServer, type Server, type Socket } from 'node:net'

/**
 * pass: connections are forwarded. refuse: nothing listens, so connecting is refused.
 * black-hole: connections are accepted and nothing is forwarded either way, as in a partition.
 */
export type ProxyMode = 'pass' | 'refuse' | 'black-hole'

export type TcpProxy = {
  port: number
  setMode: (mode: ProxyMode) => Promise<void>
  /** Resets every live connection; returns how many there were. */
  killConnections: () => number
  close: () => void
}

/** A TCP proxy in front of `target` that a test can break the way networks and servers break. */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  let mode: ProxyMode = 'pass'
  const live = new Set<Socket>()

  const track = (socket: Socket) => {
    live.add(socket)
    socket.on('close', () => live.delete(socket))
    socket.on('error', () => socket.destroy())
  }

  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (mode !== 'black-hole') to.write(chunk)
    })

  const accept = (client: Socket) => {
    track(client)
    if (mode === 'black-hole') {
      client.on('data', () => {}) // read and drop, never answer
      return
    }
    const server = createConnection(target)
    track(server)
    relay(client, server)
    relay(server, client)
    client.on('close', () => server.destroy())
    server.on('close', () => client.destroy())
  }

  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
    })

  let server: Server | null = createServer(accept)
  const port = await listen(server, 0)

  // The port is closed at once; close()'s callback would wait for the live connections to end.
  const stopListening = () => {
    server?.close()
    server = null
  }

  const killConnections = () => {
    const count = live.size
    for (const socket of live) socket.resetAndDestroy()
    return count
  }

  return {
    port,
    setMode: async (next) => {
      // A healed partition leaves no half-delivered conversation behind: its connections are reset.
      if (mode === 'black-hole' && next !== 'black-hole') killConnections()
      mode = next
      if (next === 'refuse') stopListening()
      else if (!server) {
        server = createServer(accept)
        await listen(server, port)
      }
    },
    killConnections,
    close: () => {
      killConnections()
      stopListening()
    },
  }
}
