// Local, offline product photography for the seed: SVG illustrations rasterised with sharp.
import { createSketch } from './art/sketch'
import { backdrop, rasterise, studioSvg, type ImageFormat, type Placement } from './art/studio'
import { mix } from './art/tones'
import { shapeDrawings, type ProductShape } from './shapes'

export type { ImageFormat } from './art/studio'
export { productShapes, type ProductShape } from './shapes'
export { renderAvatar } from './render-avatar'

/** Puts one product on the canvas; `key` keeps gradient ids unique when products share a canvas. */
function stage(shape: ProductShape, colour: string, key: string, x: number, y: number, size: number): Placement {
  const sketch = createSketch(colour, key)
  return { drawing: shapeDrawings[shape](sketch), x, y, size, defs: sketch.defs() }
}

export async function renderProductImage({
  shape,
  colour,
  width = 1200,
  height = 1200,
  format = 'webp',
  fresh = false,
}: {
  shape: ProductShape
  colour: string
  width?: number
  height?: number
  format?: ImageFormat
  fresh?: boolean
}): Promise<Buffer> {
  const placement = stage(shape, colour, 'product', width / 2, height / 2, Math.min(width, height))
  return rasterise(studioSvg(width, height, [placement]), format, fresh)
}

/**
 * Banner slots as fractions of the canvas (x of width; y and size of height), hero first.
 * Smaller side products sit lower so everything shares one floor line.
 */
const bannerLayouts: Record<number, { x: number; y: number; size: number }[]> = {
  1: [{ x: 0.5, y: 0.5, size: 1 }],
  2: [
    { x: 0.36, y: 0.5, size: 0.9 },
    { x: 0.64, y: 0.5, size: 0.9 },
  ],
  3: [
    { x: 0.5, y: 0.5, size: 0.92 },
    { x: 0.21, y: 0.58, size: 0.72 },
    { x: 0.79, y: 0.58, size: 0.72 },
  ],
}

/** Category, collection and hero banners: one to three products grouped on the studio backdrop, the first as hero. */
export async function renderBannerImage({
  shapes,
  colours,
  width = 1600,
  height = 900,
  format = 'webp',
  fresh = false,
}: {
  shapes: ProductShape[]
  colours: string[]
  width?: number
  height?: number
  format?: ImageFormat
  fresh?: boolean
}): Promise<Buffer> {
  const layout = bannerLayouts[shapes.length]
  if (!layout || colours.length === 0) throw new Error('A banner needs one to three shapes and at least one colour')
  const placements = layout
    .map((slot, i) => stage(shapes[i], colours[i % colours.length], `banner${i}`, slot.x * width, slot.y * height, slot.size * height))
    .reverse() // hero drawn last, on top
  // A soft pool of the hero colour behind the group ties the composition together.
  const wash =
    `<defs><radialGradient id="banner-wash"><stop offset="0" stop-color="${mix(colours[0], backdrop.top, 0.7)}" stop-opacity="0.7"/>` +
    `<stop offset="1" stop-color="${backdrop.top}" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${width / 2}" cy="${height * 0.5}" rx="${width * 0.42}" ry="${height * 0.48}" fill="url(#banner-wash)"/>`
  return rasterise(studioSvg(width, height, placements, wash), format, fresh)
}
