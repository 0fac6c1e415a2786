import Link from 'next/link'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { StorefrontImage } from '@/components/ui/StorefrontImage'

type Props = {
  href: string
  imageSrc: string | null
  imageAspect: string
  imageSizes: string
  priority?: boolean
  badge?: ReactNode
  title: string
  description?: string | null
  callToAction: string
}

/** A card that is one link: a cover image, a title, a line of description and a call to action. */
export function ImageCardLink({ href, imageSrc, imageAspect, imageSizes, priority = false, badge, title, description, callToAction }: Props) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-[0_8px_30px_rgba(17,17,17,0.06)]"
    >
      <div className={`relative ${imageAspect} overflow-hidden bg-sand`}>
        {imageSrc ? (
          <StorefrontImage
            src={imageSrc}
            alt=""
            fill
            preload={priority}
            sizes={imageSizes}
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
        {badge}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        {description ? <p className="mt-1.5 text-sm text-pretty text-muted">{description}</p> : null}
        <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-medium">
          {callToAction}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
      </div>
    </Link>
  )
}
