/**
 * Australia Post for a demo: the local stand-in the tests use, on AUSPOST_STAND_IN_PORT (3012).
 * Start the server with AUSPOST_API_URL=http://127.0.0.1:3012 and the same AUSPOST_API_KEY,
 * AUSPOST_API_PASSWORD and AUSPOST_ACCOUNT_NUMBER (the stand-in takes the ones it is given, else
 * its own), and a shorter AUSPOST_TRACKING_CRON to see a scan taken up sooner than in half an hour.
 * A consignment is known once scanned, which a person does from another terminal:
 *
 *   curl -X POST http://127.0.0.1:3012/stand-in/scans -H 'content-type: application/json' \
 *     -d '{"trackingId":"33LPX5000001","description":"Delivered - Left in a safe place"}'
 *
 * It also quotes, sells labels and takes manifests (npm start runs it for the demo's
 * /admin/labels); faults, services and the labels sold are driven the same way:
 *
 *   curl -X POST http://127.0.0.1:3012/stand-in/faults -H 'content-type: application/json' \
 *     -d '{"operation":"label","failure":500,"times":1}'
 *   curl http://127.0.0.1:3012/stand-in/labels
 *
 * It keeps its scans and labels in memory: restarting forgets them.
 */
import { startAusPostStandIn } from '../src/integrations/carriers/auspost/auspost-stand-in'

const port = Number(process.env.AUSPOST_STAND_IN_PORT || 3012)
// It takes the credentials the server was given, so the two agree without sharing a constant.
const { AUSPOST_API_KEY: apiKey, AUSPOST_API_PASSWORD: password, AUSPOST_ACCOUNT_NUMBER: accountNumber } = process.env
const ausPost = await startAusPostStandIn({ port, ...(apiKey && password && accountNumber ? { apiKey, password, accountNumber } : {}) })
console.log(`Australia Post stand-in listening at ${ausPost.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void ausPost.close().then(() => process.exit(0)))
