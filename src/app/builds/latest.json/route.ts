import type { BuildManifest } from '@/domain/build-version'
import { currentBuildId } from '@/platform/build-id'

// Asked every minute by every open page: always the running build, never a cached answer.
export const dynamic = 'force-dynamic'

export function GET() {
  const manifest: BuildManifest = { buildId: currentBuildId() }
  return Response.json(manifest, { headers: { 'cache-control': 'no-store' } })
}
