import { readFile } from 'node:fs/promises'
import type { Readable } from 'node:stream'

import { GetObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3'

import { objectStorageBucket, objectStorageClient, UPLOAD_COLLECTIONS } from '../storage/object-storage'
import type { UploadStore } from './upload-store'

/**
 * Every key under `prefix`, a page of a thousand at a time. The original listing (a marker: the
 * last key seen) rather than ListObjectsV2, whose continuation tokens some S3-compatible servers
 * cannot make: s3rver's need DES, which OpenSSL 3 no longer has.
 */
async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = []
  for (;;) {
    const page = await objectStorageClient().send(new ListObjectsCommand({ Bucket: objectStorageBucket(), Prefix: prefix, Marker: keys.at(-1) }))
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])))
    if (!page.IsTruncated) return keys
  }
}

/** Uploads in the S3 bucket (S3_BUCKET and the other S3_* variables), under a prefix per upload collection. */
export const bucketUploads = (): UploadStore => ({
  kind: 'bucket',
  label: `the bucket ${objectStorageBucket()} (S3_BUCKET)`,
  keys: async () => (await Promise.all(UPLOAD_COLLECTIONS.map((collection) => keysUnder(`${collection}/`)))).flat(),
  read: async (key) => {
    const object = await objectStorageClient().send(new GetObjectCommand({ Bucket: objectStorageBucket(), Key: key }))
    return { body: object.Body as Readable, contentType: object.ContentType }
  },
  // Payload's file route answers with the object's Content-Type, so it is set as it was.
  write: async (key, file, contentType) => {
    await objectStorageClient().send(
      new PutObjectCommand({ Bucket: objectStorageBucket(), Key: key, Body: await readFile(file), ContentType: contentType }),
    )
  },
  isEmpty: async () => {
    const page = await objectStorageClient().send(new ListObjectsCommand({ Bucket: objectStorageBucket(), MaxKeys: 1 }))
    return (page.Contents ?? []).length === 0
  },
})
