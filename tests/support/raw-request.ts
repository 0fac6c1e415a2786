import { connect } from 'node:net'

/**
 * A GET written byte for byte, for headers no HTTP client sends as given (fetch and node:http both
 * join repeated Cookie lines into one). Asks for an unencoded answer and reads it whole.
 */
export const rawGet = (baseURL: string, path: string, headerLines: string[]) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const { hostname, port, host } = new URL(baseURL)
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const split = text.indexOf('\r\n\r\n')
      const headers = text.slice(0, split)
      const rest = Buffer.from(text.slice(split + 4), 'latin1')
      const body = /\r\ntransfer-encoding: *chunked/i.test(headers) ? unchunked(rest) : rest
      resolve({ status: Number(headers.split(' ')[1]), headers, body: body.toString('utf8') })
    })
    socket.write([`GET ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close', 'Accept-Encoding: identity', ...headerLines, '', ''].join('\r\n'))
  })

const unchunked = (data: Buffer): Buffer => {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!(size > 0)) return Buffer.concat(parts)
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}
