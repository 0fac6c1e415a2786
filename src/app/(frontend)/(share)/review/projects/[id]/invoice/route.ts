import type { NextRequest } from 'next/server'

import { isStaff } from '@/access/roles'
import { getSessionUser } from '@/features/auth/current-customer'
import { invoicePdfFor } from '@/collections/payments/invoice-document'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'
import { findSharedDocument } from '@/features/review/share-guard'

/**
 * The invoice PDF of a project: for whoever holds the project's review link, or its owner or
 * staff signed in (from the dashboard). Anything else is the same plain 404.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const notFound = () => new Response('Not found', { status: 404 })
  const payload = await payloadClient()
  const key = request.nextUrl.searchParams.get('key')
  let projectId = key ? (await findSharedDocument('projects', id, key))?.id : undefined
  if (!projectId && /^\d{1,12}$/.test(id)) {
    const user = await getSessionUser()
    const project = user
      ? await payload.findByID({
          collection: 'projects',
          id: Number(id),
          depth: 0,
          user,
          overrideAccess: false,
          disableErrors: true,
          select: { customer: true },
        })
      : null
    if (project && (isStaff(user) || relationId(project.customer) === user?.id)) projectId = project.id
  }
  if (!projectId) return notFound()
  const { docs } = await payload.find({ collection: 'invoices', where: { project: { equals: projectId } }, limit: 1, depth: 0 })
  if (!docs[0]) return notFound()
  const { pdf } = await invoicePdfFor(payload, docs[0])
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${docs[0].number}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
