import type { CollectionSlug, Payload } from 'payload'

/** Uploads an in-memory file through the Local API, so Payload makes every image size. */
export const uploadFile = async (
  payload: Payload,
  collection: CollectionSlug,
  file: { data: Buffer; name: string; mimetype: string },
  data: Record<string, unknown> = {},
) =>
  payload.create({
    collection,
    data,
    file: { data: file.data, name: file.name, mimetype: file.mimetype, size: file.data.length },
    depth: 0,
  })
