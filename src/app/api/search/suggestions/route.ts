import { SHARED_STOREFRONT_PAGE } from '@/domain/http-cache-policy'
import { parseSuggestionQuery } from '@/domain/search/search-query'
import { getSuggestions } from '@/features/search/suggestions'

/**
 * GET /api/search/suggestions?q=…: public and read-only. The term is capped and normalised before
 * it reaches the database, anything unusable is a 400 saying why, and answers are kept in the
 * catalogue cache (and, briefly, by a shared cache in front) so typing costs little.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseSuggestionQuery(new URL(request.url).searchParams.get('q'))
  if (!parsed.ok) return Response.json({ error: parsed.message }, { status: 400 })
  return Response.json(await getSuggestions(parsed.query), { headers: { 'Cache-Control': SHARED_STOREFRONT_PAGE } })
}
