import type { Metadata } from 'next'

import { ApiEndpoints } from '@/components/developers/ApiEndpoints'
import { ApiErrors } from '@/components/developers/ApiErrors'
import { ApiIntro } from '@/components/developers/ApiIntro'
import { API_V1_BASE } from '@/features/public-api/openapi-document'

export const metadata: Metadata = {
  title: 'API reference',
  description: 'Swagly’s REST API for a company’s own systems: keys, rate limits, errors and every endpoint, to try out with your key.',
}

const DOCUMENT_URL = `${API_V1_BASE}/openapi.json`
const ENDPOINTS = 'endpoints'

/**
 * GET /api/v1/docs: the public API's reference. The intro and the errors (which each problem's
 * `type` links to) are rendered here, so they read before any script runs; the endpoints are
 * Swagger UI drawing the OpenAPI document in the browser.
 */
export default function ApiReferencePage() {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 pt-10 pb-4 sm:px-6 lg:px-8 lg:pt-14">
      <ApiIntro documentUrl={DOCUMENT_URL} endpointsId={ENDPOINTS} />
      <ApiErrors id="errors" />
      <ApiEndpoints id={ENDPOINTS} documentUrl={DOCUMENT_URL} />
    </div>
  )
}
