import { readFileSync } from 'node:fs'
import path from 'node:path'

let buildId: string | undefined

/** The id of the running build (`<distDir>/BUILD_ID`, written by `next build`); "development" without one. */
export const currentBuildId = (): string => {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
    } catch {
      buildId = 'development'
    }
  }
  return buildId
}
