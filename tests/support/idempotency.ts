import { api } from './http'

/** A fresh Idempotency-Key, as a browser or client would make one. */
export const newKey = () => crypto.randomUUID()

/** Names no other test (or earlier run) has used, labelled with the database they ran on. */
export const uniqueNames = (database: string) => {
  let counter = 0
  return (label: string) => `${label} ${++counter} ${Date.now()} (${database})`
}

/** The stored rows for `key`, as staff read them. */
export const idempotencyKeyRows = async (staffToken: string, key: string) =>
  (await api(`/idempotency-keys?where[key][equals]=${encodeURIComponent(key)}&depth=0`, { token: staffToken })).body.docs as {
    endpoint: string
    client: string
    status: number | null
  }[]
