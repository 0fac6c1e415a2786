// How the Shippit stand-in speaks HTTP: a request's JSON, an answer sent as JSON, a PDF or text,
// and a told fault's answer, which for `timeout` is none at all.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { shippitError, type ShippitFault, type StandInAnswer } from './shippit-stand-in-shapes'

/** No answer: the request is held until the client gives up, the stand-in closes, or a minute passes. */
export const HELD = 'held'

export type StandInReply = StandInAnswer | typeof HELD

const HELD_MS = 60_000

/** The request's body as JSON; undefined when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of req) text += chunk
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function send(res: ServerResponse, { status, body }: StandInAnswer) {
  const [type, bytes] =
    body instanceof Uint8Array
      ? ['application/pdf', body]
      : typeof body === 'string'
        ? ['text/html', body]
        : ['application/json; charset=utf-8', JSON.stringify(body)]
  res.writeHead(status, { 'content-type': type })
  res.end(bytes)
}

export function reply(res: ServerResponse, answer: StandInReply) {
  if (answer !== HELD) return send(res, answer)
  const held = setTimeout(() => send(res, shippitError(504, 'gateway_timeout', 'The stand-in held this answer for a minute.')), HELD_MS)
  res.on('close', () => clearTimeout(held))
}

/** What a told fault answers: a gateway's page for `malformed`, none for `timeout`, else Shippit's error with that status. */
export const faultAnswer = (fault: ShippitFault): StandInReply =>
  fault === 'timeout'
    ? HELD
    : fault === 'malformed'
      ? { status: 200, body: '<html><body>Bad gateway</body></html>' }
      : shippitError(fault, 'stand_in_told_to_fail', 'The stand-in was told to fail this request.')
