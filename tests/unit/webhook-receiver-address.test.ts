import { describe, expect, it } from 'vitest'

import { parseAllowList } from '@/domain/api-key'
import { blockListOf, isPublicAddress, receiverAddressAllowed, receiverUrlProblem } from '@/domain/webhooks/receiver-address'

describe('a public address', () => {
  it('is any address on the public internet, IPv4 or IPv6', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '198.20.0.0']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '2001:db9::1', '64:ff9b::1:0:0']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })

  it('is none of our own, the carrier’s, or the reserved IPv4 ranges', () => {
    const refused = [
      ['0.0.0.0', '0.255.255.255'],
      ['10.0.0.0', '10.255.255.255'],
      ['100.64.0.0', '100.127.255.255'],
      ['127.0.0.1', '127.255.255.254'],
      ['169.254.0.1', '169.254.169.254'],
      ['172.16.0.0', '172.31.255.255'],
      ['192.0.0.1', '192.0.0.255'],
      ['192.0.2.1', '192.0.2.255'],
      ['192.168.0.1', '192.168.255.255'],
      ['198.18.0.0', '198.19.255.255'],
      ['198.51.100.1', '198.51.100.255'],
      ['203.0.113.1', '203.0.113.255'],
      ['224.0.0.1', '239.255.255.255'],
      ['240.0.0.1', '255.255.255.255'],
    ].flat()
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false)
  })

  it('is none of the unspecified, loopback, private, link-local, multicast, documentation or NAT64 IPv6 ranges', () => {
    const refused = [
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      '64:ff9b::a00:1',
    ]
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false)
  })

  it('judges an IPv4-mapped IPv6 address by the IPv4 address inside, however it is written', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true)
    expect(isPublicAddress('::ffff:808:808')).toBe(true)
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:10.0.0.5', '0:0:0:0:0:ffff:a9fe:a9fe', '::ffff:192.168.1.1']) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('is never a string that is not an IP address', () => {
    for (const text of ['', 'localhost', 'example.com', '8.8.8', '8.8.8.8.8', '[::1]', '8.8.8.8/32', ' 8.8.8.8', '2130706433']) {
      expect(isPublicAddress(text), text).toBe(false)
    }
  })
})

describe('an operator’s allowed private receivers', () => {
  const allowed = (text: string) => {
    const parsed = parseAllowList(text)
    if (!parsed.ok) throw new Error(parsed.problems.join(' '))
    return blockListOf(parsed.entries)
  }

  it('let through only the private addresses and ranges they name', () => {
    const list = allowed('127.0.0.1, 10.1.0.0/16, fd00::/8')
    expect(receiverAddressAllowed('127.0.0.1', list)).toBe(true)
    expect(receiverAddressAllowed('::ffff:127.0.0.1', list)).toBe(true)
    expect(receiverAddressAllowed('10.1.200.3', list)).toBe(true)
    expect(receiverAddressAllowed('fd00::5', list)).toBe(true)
    expect(receiverAddressAllowed('127.0.0.2', list)).toBe(false)
    expect(receiverAddressAllowed('10.2.0.1', list)).toBe(false)
    expect(receiverAddressAllowed('::1', list)).toBe(false)
  })

  it('leave public addresses allowed, and never allow something that is not an address', () => {
    expect(receiverAddressAllowed('8.8.8.8')).toBe(true)
    expect(receiverAddressAllowed('8.8.8.8', allowed('127.0.0.1'))).toBe(true)
    expect(receiverAddressAllowed('127.0.0.1')).toBe(false)
    expect(receiverAddressAllowed('localhost', allowed('127.0.0.1'))).toBe(false)
  })
})

describe('a receiver’s URL as typed', () => {
  const httpsOnly = { httpAllowed: false }

  it('is fine as an absolute https address, with a port, path and query', () => {
    expect(receiverUrlProblem('https://hooks.example.com/swagly', httpsOnly)).toBeNull()
    expect(receiverUrlProblem('https://hooks.example.com:8443/in?source=swagly', httpsOnly)).toBeNull()
    expect(receiverUrlProblem('https://[2606:4700::1]/in', httpsOnly)).toBeNull()
  })

  it('must be a full address, telling the customer how one starts', () => {
    for (const raw of ['', 'hooks.example.com/swagly', '/swagly', 'https://', 'ftp://hooks.example.com/', 'mailto:ops@example.com']) {
      expect(receiverUrlProblem(raw, httpsOnly), raw).toBe('Enter the full address of your receiver, starting with https://.')
    }
    expect(receiverUrlProblem('hooks.example.com', { httpAllowed: true })).toBe(
      'Enter the full address of your receiver, starting with https:// (or http://).',
    )
  })

  it('must use https unless plain http is allowed (a receiver on this machine in development)', () => {
    expect(receiverUrlProblem('http://hooks.example.com/swagly', httpsOnly)).toBe(
      'Use an address starting with https://, so events travel encrypted.',
    )
    expect(receiverUrlProblem('http://127.0.0.1:4000/swagly', { httpAllowed: true })).toBeNull()
  })

  it('carries no user name or password', () => {
    const problem = 'Leave the user name and password out of the address: check the signature on each event instead.'
    expect(receiverUrlProblem('https://user:secret@hooks.example.com/', httpsOnly)).toBe(problem)
    expect(receiverUrlProblem('https://user@hooks.example.com/', httpsOnly)).toBe(problem)
  })

  it('is at most 2,048 characters', () => {
    const base = 'https://hooks.example.com/'
    expect(receiverUrlProblem(base + 'a'.repeat(2048 - base.length), httpsOnly)).toBeNull()
    expect(receiverUrlProblem(base + 'a'.repeat(2049 - base.length), httpsOnly)).toBe('Keep the address to 2,048 characters or fewer.')
  })
})
