import { statSync } from 'node:fs'
import path from 'node:path'

import type { CollectionConfig, Plugin } from 'payload'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * Payload's file route answers a file missing from the disk with a 500. This handler runs first
 * and answers 404 instead; for a file that is there it returns nothing and Payload serves it.
 */
const answerMissingFile =
  (staticDir: string): UploadHandler =>
  (_req, { params: { filename } }) => {
    const directory = path.resolve(staticDir)
    const file = path.resolve(directory, filename)
    // A name reaching outside the folder is left to Payload, which refuses it.
    if (!file.startsWith(directory + path.sep)) return
    // Synchronous: Payload's handlers answer a Response or nothing at all, not a promise of either.
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return notFound()
  }

/** Every upload collection kept on the local disk answers 404 for a file that is not there. */
export const missingUploadFileIsNotFound: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => {
    if (typeof collection.upload !== 'object' || !collection.upload.staticDir) return collection
    const handlers = [...(collection.upload.handlers ?? []), answerMissingFile(collection.upload.staticDir)]
    return { ...collection, upload: { ...collection.upload, handlers } }
  }),
})
