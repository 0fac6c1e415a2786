'use client'

import { Check } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { AddToEnquiryButton } from '@/components/enquiry/AddToEnquiryButton'
import { StorefrontImage } from '@/components/ui/StorefrontImage'
import { colourParam } from './href'

/** An image of the product gallery, with the URLs the page already resolved. */
export type GalleryImage = { id: number; src: string; thumb: string; alt: string }

/** A colour of the product; `imageId` points into the gallery. */
export type ColourOption = { id: number; name: string; colour: string; imageId: number | null; imageUrl: string | null }

type ProductRef = { id: number; title: string; slug: string; imageUrl: string | null }

type ProductOptionsValue = {
  product: ProductRef
  images: GalleryImage[]
  colours: ColourOption[]
  colour: ColourOption | null
  image: GalleryImage | null
  selectColour: (id: number) => void
  showImage: (id: number) => void
}

const ProductOptionsContext = createContext<ProductOptionsValue | null>(null)

const useProductOptions = (): ProductOptionsValue => {
  const value = useContext(ProductOptionsContext)
  if (!value) throw new Error('Product options are used outside <ProductOptionsProvider>.')
  return value
}

/**
 * The chosen colour of a product page, shared by the gallery, the colour picker and the
 * "Add to enquiry" button. The choice is mirrored in `?colour=` so it can be linked to.
 */
export function ProductOptionsProvider({
  product,
  images,
  colours,
  initialColourId,
  children,
}: {
  product: ProductRef
  images: GalleryImage[]
  colours: ColourOption[]
  initialColourId: number | null
  children: ReactNode
}) {
  const [colourId, setColourId] = useState<number | null>(initialColourId)
  const initialColour = colours.find((option) => option.id === initialColourId)
  const [imageId, setImageId] = useState<number | null>(initialColour?.imageId ?? images[0]?.id ?? null)

  const selectColour = useCallback(
    (id: number) => {
      const next = colours.find((option) => option.id === id)
      if (!next) return
      setColourId(id)
      if (next.imageId !== null) setImageId(next.imageId)
      const url = new URL(window.location.href)
      url.searchParams.set('colour', colourParam(next.name))
      window.history.replaceState(window.history.state, '', url)
    },
    [colours],
  )

  // The page is cached for every visitor, so a `?colour=` link picks its colour in the browser.
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('colour')?.toLowerCase()
    const linked = requested ? colours.find((option) => colourParam(option.name) === requested) : undefined
    if (!linked) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only known in the browser
    setColourId(linked.id)
    if (linked.imageId !== null) setImageId(linked.imageId)
  }, [colours])

  const showImage = useCallback(
    (id: number) => {
      setImageId(id)
      // A colour's own photo also chooses that colour.
      const match = colours.find((option) => option.imageId === id)
      if (match) selectColour(match.id)
    },
    [colours, selectColour],
  )

  const value = useMemo<ProductOptionsValue>(() => {
    const colour = colours.find((option) => option.id === colourId) ?? null
    const image = images.find((candidate) => candidate.id === imageId) ?? images[0] ?? null
    return {
      product: { ...product, imageUrl: colour?.imageUrl ?? product.imageUrl },
      images,
      colours,
      colour,
      image,
      selectColour,
      showImage,
    }
  }, [product, images, colours, colourId, imageId, selectColour, showImage])

  return <ProductOptionsContext.Provider value={value}>{children}</ProductOptionsContext.Provider>
}

/** The main photo, following the chosen colour, with thumbnails of every photo below. */
export function ProductGallery() {
  const { product, images, image, colour, showImage } = useProductOptions()
  return (
    <div>
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-sand">
        {image ? (
          <StorefrontImage
            key={image.id}
            src={image.src}
            alt={image.alt || (colour ? `${product.title} in ${colour.name}` : product.title)}
            fill
            preload
            sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
            className="object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-muted">No photo yet</div>
        )}
        {colour ? (
          <p className="absolute bottom-4 left-4 rounded-full bg-white/90 px-3 py-1 text-xs font-medium shadow-sm backdrop-blur" aria-hidden>
            {colour.name}
          </p>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-6 gap-2" aria-label="Product photos">
          {images.map((thumb, index) => {
            const current = thumb.id === image?.id
            return (
              <li key={thumb.id}>
                <button
                  type="button"
                  onClick={() => showImage(thumb.id)}
                  aria-label={`Show photo ${index + 1} of ${images.length}${thumb.alt ? `: ${thumb.alt}` : ''}`}
                  aria-current={current ? 'true' : undefined}
                  className={`relative block aspect-square w-full overflow-hidden rounded-xl bg-sand ring-offset-2 ring-offset-paper transition ${
                    current ? 'ring-2 ring-ink' : 'opacity-80 hover:opacity-100'
                  }`}
                >
                  <StorefrontImage src={thumb.thumb} alt="" fill sizes="96px" className="object-cover" />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}

/** The colour choice: a radio group, so arrow keys move between colours. */
export function ColourPicker() {
  const { colours, colour, selectColour } = useProductOptions()
  if (colours.length === 0) return null
  return (
    <fieldset>
      <legend className="text-sm">
        <span className="font-medium">Colour</span>
        {colour ? <span className="text-muted">: {colour.name}</span> : null}
        <span className="text-muted">
          {' '}
          · {colours.length} {colours.length === 1 ? 'option' : 'options'}
        </span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2.5">
        {colours.map((option) => {
          const checked = option.id === colour?.id
          return (
            <label key={option.id} className="relative cursor-pointer" title={option.name}>
              <input
                type="radio"
                name="colour"
                value={option.id}
                checked={checked}
                onChange={() => selectColour(option.id)}
                aria-label={option.name}
                className="peer sr-only"
              />
              <span
                className="flex size-10 items-center justify-center rounded-full shadow-[inset_0_0_0_1px_rgba(0,0,0,0.15)] ring-offset-2 ring-offset-paper transition peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-5 peer-focus-visible:outline-accent"
                style={{ backgroundColor: option.colour }}
              >
                {checked ? <Check className={`size-4 ${isLight(option.colour) ? 'text-ink' : 'text-white'}`} aria-hidden /> : null}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** "Add to enquiry" for the chosen colour. */
export function ProductAddToEnquiry() {
  const { product, colour } = useProductOptions()
  return (
    <AddToEnquiryButton
      product={product}
      variant={colour ? { id: colour.id, name: colour.name, colour: colour.colour } : null}
      className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-ink px-8 font-medium text-white transition-colors hover:bg-black/80 disabled:opacity-60"
    />
  )
}

/** Whether a hex colour is light enough to need dark text on it. */
function isLight(hex: string): boolean {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) return false
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16))
  return 0.299 * r + 0.587 * g + 0.114 * b > 170
}
