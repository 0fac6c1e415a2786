import Image from 'next/image'
import Link from 'next/link'
import { ArrowRight } from 'lucide-react'

import type { CollectionSummary } from '@/lib/catalogue-queries'
import { imageUrl } from '@/lib/media'

/** A collection on /collections: cover, name, short description and size. */
export function CollectionCard({ collection, priority = false }: { collection: CollectionSummary; priority?: boolean }) {
  const src = imageUrl(collection.images[0], 'lg')
  return (
    <Link
      href={`/collections/${collection.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-[0_8px_30px_rgba(17,17,17,0.06)]"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-sand">
        {src ? (
          <Image
            src={src}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
        <span className="absolute top-4 left-4 rounded-full bg-white/90 px-3 py-1 text-xs font-medium shadow-sm backdrop-blur">
          {collection.productCount} {collection.productCount === 1 ? 'product' : 'products'}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h2 className="text-lg font-semibold tracking-tight">{collection.title}</h2>
        {collection.description.short ? (
          <p className="mt-1.5 text-sm text-pretty text-muted">{collection.description.short}</p>
        ) : null}
        <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-medium">
          View collection
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
      </div>
    </Link>
  )
}
