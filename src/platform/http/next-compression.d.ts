// Next.js's own copy of the `compression` middleware, which compresses every answer it sends.
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void
}
