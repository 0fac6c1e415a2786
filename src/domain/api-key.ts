// A company's API keys: what a key may do, how it is written and kept, and where it may be used from.
import { createHash, randomBytes } from 'node:crypto'
import { BlockList, isIP } from 'node:net'

/** What a key may do; a key does nothing its scopes do not name. */
export const API_KEY_SCOPES = ['read', 'shipments:write', 'recipients:write', 'links:write', 'projects:write'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

/** Each scope in the words the dashboard shows. */
export const SCOPE_SUMMARIES: Record<ApiKeyScope, string> = {
  read: 'Read products, inventory, projects, orders, invoices, shipments and links.',
  'shipments:write': 'Book and cancel shipments from the company’s stock.',
  'recipients:write': 'Add, update and import recipients.',
  'links:write': 'Create recipient links.',
  'projects:write': 'Reorder earlier orders as new projects.',
}

export const isApiKeyScope = (value: unknown): value is ApiKeyScope => API_KEY_SCOPES.includes(value as ApiKeyScope)

/** Whether a key holding `scopes` may take an action needing `needed`. */
export const scopesAllow = (scopes: readonly unknown[], needed: ApiKeyScope): boolean => scopes.includes(needed)

const PREFIX = 'swk_'

/** 32 random bytes: 256 bits, past guessing, so one fast hash is enough to keep it (no salt, no stretching). */
const SECRET_BYTES = 32

/** How much of a key the dashboard shows to tell keys apart: the prefix and the first characters of the secret. */
const SHOWN_LENGTH = PREFIX.length + 6

/** A new key, shown once; the database keeps its hash and the start that tells it apart. */
export const newApiKey = (): { key: string; hash: string; start: string } => {
  const key = `${PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`
  return { key, hash: apiKeyHash(key), start: key.slice(0, SHOWN_LENGTH) }
}

export const apiKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex')

/** Whether a string could be a key at all, before the database is asked. */
export const isApiKey = (value: unknown): value is string => typeof value === 'string' && /^swk_[A-Za-z0-9_-]{43}$/.test(value)

/** The key an `Authorization: Bearer …` header carries, or null for any other header. */
export const bearerKey = (authorization: string | null | undefined): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  return match && isApiKey(match[1]) ? match[1] : null
}

export type ApiKeyState = 'active' | 'expired' | 'revoked'

export const apiKeyState = (key: { revokedAt?: string | null; expiresAt?: string | null }, now: Date): ApiKeyState => {
  if (key.revokedAt) return 'revoked'
  return key.expiresAt && new Date(key.expiresAt) <= now ? 'expired' : 'active'
}

/** At most this many addresses or ranges on one key's allow-list. */
export const MAX_ALLOWED_ADDRESSES = 20

/** An IPv4 address written inside IPv6 (`::ffff:203.0.113.5`), as a dual-stack server reports it, as IPv4. */
const plainAddress = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1]! : address
}

type AllowEntry = { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' }

const allowEntry = (text: string): AllowEntry | null => {
  const [address = '', bits, extra] = text.split('/')
  const version = isIP(plainAddress(address))
  if (version === 0 || extra !== undefined) return null
  const family = version === 4 ? 'ipv4' : 'ipv6'
  if (bits === undefined) return { address: plainAddress(address), prefix: null, family }
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN
  return prefix >= 0 && prefix <= (version === 4 ? 32 : 128) ? { address: plainAddress(address), prefix, family } : null
}

/**
 * A typed allow-list (addresses and CIDR ranges, one per line or separated by commas) as the
 * entries to keep, or every problem in plain words. An empty list lets the key in from anywhere.
 */
export const parseAllowList = (text: string): { ok: true; entries: string[] } | { ok: false; problems: string[] } => {
  const entries = text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
  const problems = entries.flatMap((entry) => (allowEntry(entry) ? [] : [`"${entry}" is not an IP address or a range such as 203.0.113.0/24.`]))
  if (entries.length > MAX_ALLOWED_ADDRESSES) problems.push(`A key allows at most ${MAX_ALLOWED_ADDRESSES} addresses or ranges.`)
  return problems.length > 0 ? { ok: false, problems } : { ok: true, entries: [...new Set(entries)] }
}

/** Whether a request from `address` may use a key allowing `entries` (an empty list: from anywhere). */
export const addressAllowed = (entries: readonly string[], address: string): boolean => {
  if (entries.length === 0) return true
  const client = plainAddress(address)
  const version = isIP(client)
  if (version === 0) return false
  // Node's own matcher of addresses and ranges, so no range arithmetic is written here.
  const allowed = new BlockList()
  for (const entry of entries.map(allowEntry)) {
    if (!entry) continue
    if (entry.prefix === null) allowed.addAddress(entry.address, entry.family)
    else allowed.addSubnet(entry.address, entry.prefix, entry.family)
  }
  return allowed.check(client, version === 4 ? 'ipv4' : 'ipv6')
}
