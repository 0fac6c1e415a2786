import type { Payload, PayloadRequest } from 'payload'

import { KEY_REFUSALS, type KeyVerdict } from '@/domain/idempotency'
import { refusal, type Refusal, type Result } from '@/platform/result'

import { claimKey, keyClient, recordAnswer, requestFingerprint, verdictFor, type KeyUse } from './key-store'

type Replayed = { replayed?: true }

/**
 * An operation's Idempotency-Key, for a write done in one transaction: a request whose key was used
 * before gets that request's answer (or a refusal), and the key is claimed and answered inside the
 * write's own transaction, so a retried or doubled request writes once. Without a key each step
 * simply lets the write go ahead.
 */
export type OperationKey<T extends object> = {
  /** The answer of an earlier request with this key, or null to go ahead. */
  earlier: () => Promise<Result<T & Replayed> | null>
  /** Claims the key in `req`'s transaction, runs the write, and keeps its answer with `status`. */
  kept: (req: PayloadRequest, status: number, write: () => Promise<T>) => Promise<T>
  /** A failed write may be a racing duplicate's doing: if the key now has an answer, that one. */
  settle: <R extends object>(failure: Refusal & R) => Promise<Result<T & Replayed, R>>
}

const answerOf = <T extends object>(verdict: Exclude<KeyVerdict, { kind: 'proceed' }>): Result<T & Replayed> =>
  verdict.kind === 'replay'
    ? ({ ...(verdict.body as T), ok: true, replayed: true } as Result<T & Replayed>)
    : refusal(KEY_REFUSALS[verdict.kind].status, KEY_REFUSALS[verdict.kind].message)

/**
 * The key of one request to `endpoint` by `user` asking `input` (null: no key was sent). A key is
 * scoped to its endpoint and user, and tied to what was asked: the same key for another request is
 * refused.
 */
export const operationKey = <T extends object>(
  payload: Payload,
  key: string | null | undefined,
  scope: { endpoint: string; user: PayloadRequest['user']; input: unknown },
): OperationKey<T> => {
  const use: KeyUse | null = key
    ? { endpoint: scope.endpoint, client: keyClient(scope.user), key, fingerprint: requestFingerprint(scope.input) }
    : null
  return {
    earlier: async () => {
      if (!use) return null
      const verdict = await verdictFor(payload, use)
      return verdict.kind === 'proceed' ? null : answerOf<T>(verdict)
    },
    kept: async (req, status, write) => {
      if (!use) return write()
      const claimed = await claimKey(req, use)
      const answer = await write()
      await recordAnswer({ payload, req }, { id: claimed, use }, { status, body: answer })
      return answer
    },
    settle: async (failure) => {
      if (!use) return failure
      const verdict = await verdictFor(payload, use)
      return verdict.kind === 'proceed' ? failure : (answerOf<T>(verdict) as Result<T & Replayed, never>)
    },
  }
}
