import { usingObjectStorage } from '../storage/object-storage'
import { bucketUploads } from './bucket-uploads'
import { folderUploads } from './folder-uploads'
import type { UploadStore } from './upload-store'

/** Where the app keeps uploads: the bucket when S3_BUCKET is set, else the MEDIA_DIR folder. */
export const configuredUploads = (): UploadStore => (usingObjectStorage() ? bucketUploads() : folderUploads())
