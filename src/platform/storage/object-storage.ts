import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { missingUploadFileIsNotFound } from './missing-upload-file'

/** Every upload collection; each keeps its files in a folder, or under a bucket prefix, named by its slug. */
export const UPLOAD_COLLECTIONS = ['media', 'storefront-images', 'mockups', 'artwork-proofs', 'shipping-labels', 'shipping-manifests'] as const
export type UploadCollection = (typeof UPLOAD_COLLECTIONS)[number]

export const objectStorageBucket = (): string => process.env.S3_BUCKET || ''

/** Uploads go to an S3 bucket when S3_BUCKET is set; otherwise to the local disk (MEDIA_DIR). */
export const usingObjectStorage = (): boolean => Boolean(objectStorageBucket())

const s3ClientConfig = (): S3ClientConfig => {
  const accessKeyId = process.env.S3_ACCESS_KEY_ID
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY
  return {
    endpoint: process.env.S3_ENDPOINT || undefined,
    region: process.env.S3_REGION || 'us-east-1',
    // S3-compatible servers (MinIO, s3rver) name the bucket in the path rather than the host name.
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    // Without keys the SDK finds its own (an instance role, AWS_* variables, ~/.aws).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

let client: S3Client | undefined

/** The app's own S3 client, for reading and removing stored uploads outside Payload's file route. */
export const objectStorageClient = (): S3Client => (client ??= new S3Client(s3ClientConfig()))

/** The object key of an uploaded file: the collection's prefix, then the file's name. */
export const objectKey = (collection: UploadCollection, filename: string): string => `${collection}/${filename}`

/**
 * Where uploaded files are kept. With a bucket, Payload writes every file and image size there and
 * serves them through its own file route (`/payload-api/<collection>/file/<name>`), which checks
 * the collection's read access: no public ACL, no direct or presigned bucket URL, so mockups and
 * artwork proofs stay private to their customer. The storage fields (`prefix`) are in the schema
 * either way, so the database is the same with or without a bucket.
 */
export const uploadStorage = (): Plugin[] => {
  const storage = s3Storage({
    enabled: usingObjectStorage(),
    alwaysInsertFields: true,
    bucket: objectStorageBucket(),
    config: s3ClientConfig(),
    collections: Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, { prefix: slug }])),
  })
  // On disk Payload answers a missing file with a 500; the bucket's handler already says 404.
  return usingObjectStorage() ? [storage] : [storage, missingUploadFileIsNotFound]
}
