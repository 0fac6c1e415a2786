// How the Australia Post stand-in answers: JSON in Australia Post's error shape, or a file.
import type { ServerResponse } from 'node:http'

export type StandInReply = { status: number; body: unknown } | { status: number; bytes: Uint8Array; contentType: string }

// Australia Post's error shape, `field` naming what it refuses. Its codes are documented for some
// refusals of a request's content (too many tracking ids, an unknown one); the stand-in's other
// refusals, and its told failures, carry codes of its own.
export const refusal = (status: number, code: string, name: string, message: string, field?: string): StandInReply => ({
  status,
  body: { errors: [{ code, name, message, ...(field ? { field } : {}) }] },
})

export const UNAUTHORISED = refusal(
  401,
  'STAND-IN-401',
  'UNAUTHORISED',
  'The API key, password or account-number header is not one the stand-in accepts.',
)

export const notFound = (method: string, path: string) => refusal(404, 'STAND-IN-404', 'NOT_FOUND', `The stand-in has no ${method} ${path}.`)

/** Sends the reply, unless the connection is gone (the stand-in closed on a request it held). */
export function send(res: ServerResponse, reply: StandInReply) {
  if (res.destroyed) return
  if ('bytes' in reply) {
    res.writeHead(reply.status, { 'content-type': reply.contentType })
    res.end(reply.bytes)
    return
  }
  res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(reply.body))
}
