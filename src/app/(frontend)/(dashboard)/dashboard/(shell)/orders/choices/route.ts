import { orderChoices, orderSearchText } from '@/domain/order-choices'
import { getViewer } from '@/features/auth/current-customer'
import { searchOrderOptions } from '@/features/dashboard/orders'

/**
 * GET /dashboard/orders/choices?q=…: the order picker's search, for the signed-in member in the
 * company they act in (access control on, so no one else's order is ever a choice). Private:
 * nothing in front may keep the answer.
 */
export async function GET(request: Request): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store' }
  const viewer = await getViewer()
  if (!viewer) return Response.json({ error: 'Log in to search your orders.' }, { status: 401, headers })
  const text = orderSearchText(new URL(request.url).searchParams.get('q'))
  if (!text) return Response.json({ error: 'Type part of an order’s name to search.' }, { status: 400, headers })
  return Response.json({ choices: orderChoices(await searchOrderOptions(viewer.customer, text)) }, { headers })
}
