// Where a company's webhook receiver may be: a public https address, never one inside our own networks.
import { BlockList, isIP } from 'node:net'

/**
 * Ranges that are not the public internet: ours (loopback, private, cloud metadata on link-local),
 * the carrier's (CGNAT), or reserved for documentation, benchmarks, multicast and the future.
 */
const NOT_PUBLIC: [address: string, prefix: number, family: 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
]

// Node's own matcher, which also reads an IPv4-mapped IPv6 address (::ffff:10.0.0.1, ::ffff:a00:1) by its IPv4 rules.
const notPublic = new BlockList()
for (const [address, prefix, family] of NOT_PUBLIC) notPublic.addSubnet(address, prefix, family)

const familyOf = (address: string): 'ipv4' | 'ipv6' | null => {
  const version = isIP(address)
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null
}

/** Whether a receiver may be reached at `address`: a public one, or one an operator allowed (tests, the local demo). */
export const receiverAddressAllowed = (address: string, privateAllowed?: BlockList): boolean => {
  const family = familyOf(address)
  return family !== null && (!notPublic.check(address, family) || privateAllowed?.check(address, family) === true)
}

/** Whether `address` is an IP address on the public internet; false for anything that is not an IP address. */
export const isPublicAddress = (address: string): boolean => receiverAddressAllowed(address)

/** Addresses and ranges already checked by `parseAllowList` (api-key.ts), as a BlockList to match against. */
export const blockListOf = (entries: readonly string[]): BlockList => {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/')
    const family = familyOf(address)
    if (!family) throw new TypeError(`Not an address or range: ${entry}`)
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return list
}

export const MAX_RECEIVER_URL_LENGTH = 2048

/** What is wrong with a receiver address typed into the dashboard, in words for its form, or null when it will do. */
export const receiverUrlProblem = (raw: string, { httpAllowed }: { httpAllowed: boolean }): string | null => {
  const start = httpAllowed ? 'https:// (or http://)' : 'https://'
  if (raw.length > MAX_RECEIVER_URL_LENGTH) return `Keep the address to ${MAX_RECEIVER_URL_LENGTH.toLocaleString('en')} characters or fewer.`
  const url = URL.canParse(raw) ? new URL(raw) : null
  if (!url || !['https:', 'http:'].includes(url.protocol) || !url.hostname) {
    return `Enter the full address of your receiver, starting with ${start}.`
  }
  if (url.protocol === 'http:' && !httpAllowed) return 'Use an address starting with https://, so events travel encrypted.'
  if (url.username || url.password) {
    return 'Leave the user name and password out of the address: check the signature on each event instead.'
  }
  return null
}
