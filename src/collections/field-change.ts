import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'

import type { OperationRequest } from '@/collections/customer-endpoint'
import { refusingErrors, type Result } from '@/platform/result'

/** One document's fields to change, and what a refusal says when the change failed or the document is not the caller's. */
export type FieldChange<Slug extends CollectionSlug> = {
  collection: Slug
  id: number
  data: Partial<RequiredDataFromCollectionSlug<Slug>>
  notChanged: string
  notFound: string
}

/**
 * Changes some fields of one document as the caller, with access control on, so another
 * customer's document reads as missing, and through the collection's hooks, which decide whether
 * the change may be made. Only the changed fields are read back.
 */
export const changeFields = <Slug extends CollectionSlug>(
  { payload, user }: OperationRequest,
  { collection, id, data, notChanged, notFound }: FieldChange<Slug>,
): Promise<Result> =>
  refusingErrors(
    payload,
    notChanged,
    async () => {
      // Payload cannot relate `data` and `select` to a collection named by a type parameter; the
      // caller's `data` is checked against its collection above.
      await payload.update({
        collection,
        id,
        data: data as never,
        depth: 0,
        select: Object.fromEntries(Object.keys(data).map((field) => [field, true])) as never,
        user,
        overrideAccess: false,
      })
      return { ok: true as const }
    },
    notFound,
  )
