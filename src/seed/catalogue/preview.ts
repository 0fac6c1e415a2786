// Renders every shape plus banners and an avatar to /tmp/seed-preview and tiles them into sheet.png
// for eyeballing the illustrations. Name shapes as arguments to preview just those; pass --bench to time
// a seed-sized batch instead.
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'
import { categories, pages } from './catalogue-data'
import { productShapes, renderAvatar, renderBannerImage, renderProductImage } from './render-product-image'

const OUT = '/tmp/seed-preview'
const TILE = 300
const COLUMNS = 6
const accents = ['#1f3a5f', '#2f5d46', '#c0392b', '#e3a72f', '#6b4f9e', '#d9c6a5']

async function bench(count: number): Promise<void> {
  const started = performance.now()
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      renderProductImage({
        shape: productShapes[i % productShapes.length],
        colour: accents[i % accents.length],
        width: 800,
        height: 800,
        fresh: true,
      }),
    ),
  )
  console.log(`${count} images at 800×800 webp: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

async function sheet(): Promise<void> {
  await mkdir(OUT, { recursive: true })
  const tiles: { name: string; image: Buffer }[] = []
  const picked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  for (const [i, shape] of productShapes.entries()) {
    if (picked.length > 0 && !picked.includes(shape)) continue
    for (const colour of [accents[i % accents.length], '#ffffff', '#141414']) {
      tiles.push({
        name: `${shape}-${colour.slice(1)}`,
        image: await renderProductImage({ shape, colour, width: 600, height: 600, format: 'png', fresh: true }),
      })
    }
  }
  tiles.push({ name: 'banner-storefront', image: await renderBannerImage({ ...pages.storefront.heroBanner, format: 'png', fresh: true }) })
  tiles.push({
    name: 'banner-drinkware',
    image: await renderBannerImage({ ...categories.find((c) => c.slug === 'drinkware')!.banner, format: 'png', fresh: true }),
  })
  tiles.push({ name: 'avatar', image: await renderAvatar('JM', '#2f5d46') })

  await Promise.all(tiles.map(({ name, image }) => writeFile(`${OUT}/${name}.${name === 'avatar' ? 'webp' : 'png'}`, image)))
  const rows = Math.ceil(tiles.length / COLUMNS)
  const composites = await Promise.all(
    tiles.map(async ({ image }, i) => ({
      input: await sharp(image).resize(TILE, TILE, { fit: 'contain', background: '#ffffff' }).toBuffer(),
      left: (i % COLUMNS) * TILE,
      top: Math.floor(i / COLUMNS) * TILE,
    })),
  )
  await sharp({ create: { width: COLUMNS * TILE, height: rows * TILE, channels: 3, background: '#ffffff' } })
    .composite(composites)
    .png()
    .toFile(`${OUT}/sheet.png`)
  console.log(`${tiles.length} images, contact sheet at ${OUT}/sheet.png`)
}

await (process.argv.includes('--bench') ? bench(300) : sheet())
