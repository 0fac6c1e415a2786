import { describe, expect, it } from 'vitest'

import { renderNginxConfig, UPSTREAM_HEALTH, upstreamServers } from '../../scripts/cluster/nginx-config'

describe('the nginx template filled in', () => {
  const config = renderNginxConfig({
    LISTEN: '8080',
    UPSTREAM_SERVERS: upstreamServers(['127.0.0.1:3001', '127.0.0.1:3002']),
    STATE_DIR: '/tmp/nginx-state',
  })

  it('names every instance with its passive health check', () => {
    expect(config).toContain(`server 127.0.0.1:3001 ${UPSTREAM_HEALTH}; server 127.0.0.1:3002 ${UPSTREAM_HEALTH};`)
    expect(config).toContain('listen 8080;')
    expect(config).toContain('pid /tmp/nginx-state/nginx.pid;')
  })

  it('leaves no placeholder behind and nginx’s own variables alone', () => {
    expect(config).not.toMatch(/\$\{/)
    expect(config).toContain('$proxy_add_x_forwarded_for')
    expect(config).toContain('$upstream_cache_status')
  })
})
