import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** s3rver's fixed credentials: it checks request signatures against these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type LocalS3 = {
  /** The app's S3_* variables for this server and its bucket. */
  env: Record<string, string>
  bucket: string
  /** Where s3rver keeps the objects, for a test that removes one behind the app's back. */
  directory: string
  client: S3Client
  stop: () => Promise<void>
}

/** A local S3-compatible server (s3rver) on a free port, its objects in a temp folder, with one empty bucket. */
export const startLocalS3 = async (bucket = 'swagly-test-uploads'): Promise<LocalS3> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'swag-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    bucket,
    directory,
    client,
    stop: async () => {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
