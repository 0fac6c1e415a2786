import { customerEndpoint } from '@/collections/customer-endpoint'
import { askToDonate } from '@/collections/inventory/operations/ask-to-donate'
import { donationAskSchema } from '@/domain/donation'
import { readJsonBody } from '@/platform/http/request-body'

const noteOnly = donationAskSchema.pick({ note: true })

/**
 * POST /payload-api/inventory-items/:id/donate {note?}: asks staff to donate what is left of the
 * item, as the dashboard's Idle stock list does. 200 with when it was asked, and whether someone
 * had asked already.
 */
export const donationEndpoint = customerEndpoint({
  path: '/:id/donate',
  read: async (req) => {
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(id)) return Response.json({ message: 'We couldn’t find that inventory item.' }, { status: 404 })
    const { note } = await readJsonBody(req, noteOnly)
    return { input: { inventoryItem: Number(id), note } }
  },
  operation: askToDonate,
  answer: ({ requestedAt, alreadyAsked }) => Response.json({ requestedAt, alreadyAsked }),
})
