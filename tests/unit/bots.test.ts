import { describe, expect, it } from 'vitest'

import { isBotUserAgent } from '@/domain/bots'

describe('bot user agents', () => {
  it('recognises crawlers and scripted clients', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'AdsBot-Google (+http://www.google.com/adsbot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'python-requests/2.31',
    ]) {
      expect(isBotUserAgent(agent), String(agent)).toBe(true)
    }
  })

  it('does not take an absent user agent for a bot', () => {
    expect(isBotUserAgent('')).toBe(false)
    expect(isBotUserAgent(null)).toBe(false)
  })

  it('lets browsers, audits and phones named like bots through', () => {
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 11; CUBOT_X30) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ]) {
      expect(isBotUserAgent(agent), agent).toBe(false)
    }
  })
})
