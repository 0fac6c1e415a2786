import { type AuthStrategy, JWTAuthentication } from 'payload'

import { isOwnOrigin } from '@/domain/cross-origin'
import { ownOrigins } from '@/platform/http/own-origins'
import { serverURL } from '@/platform/http/server-url'

/**
 * The auth cookie of a request from this site, whatever name the site was reached by. Payload's
 * own cookie check accepts only Origins in its fixed `csrf` list, so a page opened at 127.0.0.1
 * while SERVER_URL names localhost rendered signed in but had every write run signed out. Here the
 * one rule of own-origins.ts decides, and a request it calls ours is checked by Payload's JWT
 * strategy as if it came from SERVER_URL. Requests without an Origin or from another site are
 * left to that strategy, which refuses the cookie from anywhere not in its list.
 */
export const ownHostSession: AuthStrategy = {
  name: 'own-host-session',
  authenticate: (args) => {
    const origin = args.headers.get('origin')
    if (!origin || !isOwnOrigin(origin, ownOrigins(args.headers))) return { user: null }
    const headers = new Headers(args.headers)
    headers.set('origin', serverURL())
    // The session is Payload's own ('local-jwt'): logout and `me` treat it as any other login.
    return JWTAuthentication({ ...args, headers, strategyName: 'local-jwt' })
  },
}
