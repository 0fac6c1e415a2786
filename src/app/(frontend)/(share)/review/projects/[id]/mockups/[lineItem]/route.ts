import type { NextRequest } from 'next/server'

import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'
import { findSharedDocument } from '@/features/review/share-guard'
import { readUploadedFile } from '@/platform/storage/uploaded-files'

const SIZES = ['xs', 'sm', 'md', 'lg'] as const

type MockupFile = { filename?: string | null; mimeType?: string | null }

/**
 * A line item's mockup for a reviewer who has the project's link but no account (mockups are
 * otherwise private to the owner and staff). Anything that does not check out is a plain 404.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string; lineItem: string }> }) {
  const { id, lineItem } = await params
  const notFound = () => new Response('Not found', { status: 404 })
  const project = await findSharedDocument('projects', id, request.nextUrl.searchParams.get('key'))
  if (!project || !/^\d{1,12}$/.test(lineItem)) return notFound()
  const payload = await payloadClient()
  const line = await payload.findByID({
    collection: 'line-items',
    id: Number(lineItem),
    depth: 1,
    disableErrors: true,
    select: { project: true, mockupImage: true },
  })
  const mockup = line && relationId(line.project) === project.id && typeof line.mockupImage === 'object' ? line.mockupImage : null
  if (!mockup) return notFound()
  const wanted = SIZES.find((size) => size === request.nextUrl.searchParams.get('size')) ?? 'md'
  const file: MockupFile = (mockup.sizes as Record<string, MockupFile> | undefined)?.[wanted]?.filename ? mockup.sizes![wanted]! : mockup
  if (!file.filename) return notFound()
  const data = await readUploadedFile('mockups', file.filename)
  if (!data) return notFound()
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': file.mimeType || 'application/octet-stream',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  })
}
