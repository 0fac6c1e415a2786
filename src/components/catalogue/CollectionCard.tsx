import type { CollectionSummary } from '@/features/catalogue/collections'
import { imageUrl } from '@/platform/storage/media'
import { ImageCardLink } from './ImageCardLink'

/** A collection on /collections: cover, name, short description and size. */
export function CollectionCard({ collection, priority = false }: { collection: CollectionSummary; priority?: boolean }) {
  return (
    <ImageCardLink
      href={`/collections/${collection.slug}`}
      imageSrc={imageUrl(collection.images[0], 'lg')}
      imageAspect="aspect-[16/9]"
      imageSizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      priority={priority}
      badge={
        <span className="absolute top-4 left-4 rounded-full bg-white/90 px-3 py-1 text-xs font-medium shadow-sm backdrop-blur">
          {collection.productCount} {collection.productCount === 1 ? 'product' : 'products'}
        </span>
      }
      title={collection.title}
      description={collection.description.short}
      callToAction="View collection"
    />
  )
}
