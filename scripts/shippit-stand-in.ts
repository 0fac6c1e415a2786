/**
 * Shippit for a demo: the local stand-in the tests use, on SHIPPIT_STAND_IN_PORT (3013). Start the
 * server with SHIPPIT_API_URL=http://127.0.0.1:3013/api/3 and the same SHIPPIT_API_KEY (the
 * stand-in takes the one it is given, else its own). It quotes a standard and an express courier,
 * and a person tells it what to do from another terminal:
 *
 *   curl -X POST http://127.0.0.1:3013/stand-in/faults -H 'content-type: application/json' \
 *     -d '{"operation":"label","failure":500,"times":1}'
 *   curl -X PUT http://127.0.0.1:3013/stand-in/services -H 'content-type: application/json' \
 *     -d '[{"code":"CouriersPlease","name":"Standard","priceCents":990,"businessDays":2}]'
 *   curl http://127.0.0.1:3013/stand-in/labels
 *
 * It keeps its orders and labels in memory: restarting forgets them.
 */
import { startShippitStandIn } from '../src/integrations/carriers/shippit/shippit-stand-in'

const port = Number(process.env.SHIPPIT_STAND_IN_PORT || 3013)
// It takes the key the server was given, so the two agree without sharing a constant.
const apiKey = process.env.SHIPPIT_API_KEY
const shippit = await startShippitStandIn({ port, ...(apiKey ? { apiKey } : {}) })
console.log(`Shippit stand-in listening at ${shippit.url} (SHIPPIT_API_URL=${shippit.apiUrl})`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shippit.close().then(() => process.exit(0)))
