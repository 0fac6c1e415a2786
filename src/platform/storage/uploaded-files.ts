import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey } from '@aws-sdk/client-s3'

import { objectKey, objectStorageBucket, objectStorageClient, UPLOAD_COLLECTIONS, type UploadCollection, usingObjectStorage } from './object-storage'
import { mediaDir } from './storage-paths'

/**
 * The bytes of an uploaded file, from the bucket or the disk, for the app's own code that serves
 * or embeds one outside Payload's file route; null when there is no such file.
 */
export const readUploadedFile = async (collection: UploadCollection, filename: string): Promise<Buffer | null> => {
  const name = path.basename(filename)
  if (!usingObjectStorage()) return readFile(path.join(mediaDir(collection), name)).catch(() => null)
  try {
    const object = await objectStorageClient().send(new GetObjectCommand({ Bucket: objectStorageBucket(), Key: objectKey(collection, name) }))
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch (error) {
    if (error instanceof NoSuchKey) return null
    throw error
  }
}

const removeFromBucket = async (collection: UploadCollection) => {
  const bucket = objectStorageBucket()
  const client = objectStorageClient()
  for (;;) {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${collection}/` }))
    const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
    if (keys.length === 0) return
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }))
  }
}

/** Removes every uploaded file of every upload collection, from the bucket or the disk. */
export const removeAllUploadedFiles = () =>
  Promise.all(
    UPLOAD_COLLECTIONS.map((collection) =>
      usingObjectStorage() ? removeFromBucket(collection) : rm(mediaDir(collection), { recursive: true, force: true }),
    ),
  )
