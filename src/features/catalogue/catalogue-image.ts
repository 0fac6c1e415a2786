import { populated } from '@/platform/relation-id'

/** An uploaded image with only the sizes a page renders. */
export type CatalogueImage = {
  id: number
  description?: string | null
  url?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined> | null
}

type SizeName = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'opengraph'

/** The fields of an upload document a page needs, at the named sizes (for `populate`). */
export const imageSelect = (...sizeNames: SizeName[]) => ({
  description: true as const,
  filename: true as const,
  url: true as const,
  width: true as const,
  height: true as const,
  sizes: Object.fromEntries(sizeNames.map((name) => [name, true])) as Partial<Record<SizeName, true>>,
})

/** The populated uploads of a list, in order. */
export const populatedImages = (values: (number | CatalogueImage)[] | null | undefined): CatalogueImage[] =>
  (values ?? []).map(populated).filter((image): image is CatalogueImage => image !== null)
