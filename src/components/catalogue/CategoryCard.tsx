import Image from 'next/image'
import Link from 'next/link'
import { ArrowRight } from 'lucide-react'

import type { CategorySummary } from '@/lib/catalogue-queries'
import { imageUrl } from '@/lib/media'

/** A category on /categories: its picture, name and what it holds. */
export function CategoryCard({ category, priority = false }: { category: CategorySummary; priority?: boolean }) {
  const src = imageUrl(category.image, 'lg')
  return (
    <Link
      href={`/categories/${category.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-[0_8px_30px_rgba(17,17,17,0.06)]"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-sand">
        {src ? (
          <Image
            src={src}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h2 className="text-lg font-semibold tracking-tight">{category.title}</h2>
        {category.description ? <p className="mt-1.5 text-sm text-pretty text-muted">{category.description}</p> : null}
        <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-medium">
          Browse {category.title.toLowerCase()}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
      </div>
    </Link>
  )
}
