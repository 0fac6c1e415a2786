import type { CategorySummary } from '@/features/catalogue/categories'
import { imageUrl } from '@/platform/storage/media'
import { ImageCardLink } from './ImageCardLink'

/** A category on /categories: its picture, name and what it holds. */
export function CategoryCard({ category, priority = false }: { category: CategorySummary; priority?: boolean }) {
  return (
    <ImageCardLink
      href={`/categories/${category.slug}`}
      imageSrc={imageUrl(category.image, 'lg')}
      imageAspect="aspect-[16/10]"
      imageSizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      priority={priority}
      title={category.title}
      description={category.description}
      callToAction={`Browse ${category.title.toLowerCase()}`}
    />
  )
}
