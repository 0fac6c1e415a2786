import type { ImageSize } from 'payload'

/** The image sizes pages ask for: xs to xxl plus a 1200x630 Open Graph crop. */
export const imageSizes: ImageSize[] = [
  { name: 'xs', width: 160 },
  { name: 'sm', width: 320 },
  { name: 'md', width: 640 },
  { name: 'lg', width: 960 },
  { name: 'xl', width: 1280 },
  { name: 'xxl', width: 1920 },
  { name: 'opengraph', width: 1200, height: 630, position: 'centre' },
].map((size) => ({ ...size, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 82 } } }))
