import { parseQuoteRequest } from '@/domain/quote-request'
import { payloadClient } from '@/payload-client'
import { quoteCatalogue } from '@/collections/enquiries/quote-catalogue'

/**
 * GET /api/quote/prices?products=1,2: the public catalogue's prices the enquiry's live estimate
 * needs (price breaks, minimum order, decorations with their fees), read as a visitor would.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseQuoteRequest(new URL(request.url).searchParams.get('products'))
  if (!parsed.ok) return Response.json({ error: parsed.message }, { status: 400 })
  const products = await quoteCatalogue(await payloadClient(), parsed.productIds, { asVisitor: true })
  return Response.json({ products: [...products.values()] })
}
