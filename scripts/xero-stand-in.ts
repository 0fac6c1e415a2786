/**
 * The demo's Xero (`npm start` runs it when the server has no Xero registration of its own): the
 * local stand-in the tests use, on XERO_STAND_IN_PORT (3011), so "Connect Xero" on the Accounting
 * page works offline. It keeps its organisation in memory: restarting forgets what was sent.
 */
import { startXeroStandIn } from '../src/integrations/accounting/xero/xero-stand-in'

const port = Number(process.env.XERO_STAND_IN_PORT || 3011)
// It takes the client the server was given, so the two agree without sharing a constant.
const { XERO_CLIENT_ID: clientId, XERO_CLIENT_SECRET: clientSecret } = process.env
const xero = await startXeroStandIn({ port, ...(clientId && clientSecret ? { clientId, clientSecret } : {}) })
console.log(`Xero stand-in listening at ${xero.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void xero.close().then(() => process.exit(0)))
