// The shared "photo studio": warm seamless backdrop, soft drop shadow, and the maths for
// placing 1000-unit product drawings onto a canvas of any size.
import sharp from 'sharp'
import type { Drawing } from '../shapes/drawing'
import { renderedOnce } from './rendered-images'

export const backdrop = { top: '#f7f5f1', bottom: '#e9e5de', glow: '#fdfcfa' }
const SHADOW = '#4a3d30'

export interface Placement {
  drawing: Drawing
  /** Canvas position of the drawing's centre. */
  x: number
  y: number
  /** Canvas pixels covered by the drawing's 1000-unit box. */
  size: number
  defs: string
}

const studioDefs = `
<linearGradient id="studio-wall" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${backdrop.top}"/><stop offset="1" stop-color="${backdrop.bottom}"/>
</linearGradient>
<radialGradient id="studio-glow" cx="0.5" cy="0.42" r="0.55">
  <stop offset="0" stop-color="${backdrop.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${backdrop.glow}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="studio-ground">
  <stop offset="0" stop-color="${SHADOW}" stop-opacity="0.34"/><stop offset="0.6" stop-color="${SHADOW}" stop-opacity="0.12"/><stop offset="1" stop-color="${SHADOW}" stop-opacity="0"/>
</radialGradient>
<filter id="studio-drop" x="-15%" y="-15%" width="130%" height="140%" color-interpolation-filters="sRGB">
  <feGaussianBlur in="SourceAlpha" stdDeviation="14"/>
  <feOffset dx="6" dy="18" result="blur"/>
  <feFlood flood-color="${SHADOW}" flood-opacity="0.22"/>
  <feComposite in2="blur" operator="in"/>
  <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>`

function placed({ drawing, x, y, size }: Placement): string {
  const { ground } = drawing
  const contact = ground ? `<ellipse cx="${ground.cx}" cy="${ground.cy}" rx="${ground.rx}" ry="${ground.rx * 0.16}" fill="url(#studio-ground)"/>` : ''
  return `<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${size / 1000})">${contact}<g filter="url(#studio-drop)">${drawing.body}</g></g>`
}

/** Builds the full studio SVG; `extras` sits between backdrop and products (e.g. a banner's colour wash). */
export function studioSvg(width: number, height: number, placements: Placement[], extras = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${studioDefs}${placements.map((p) => p.defs).join('')}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#studio-wall)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#studio-glow)"/>` +
    extras +
    placements.map(placed).join('') +
    `</svg>`
  )
}

export type ImageFormat = 'webp' | 'png'

const encodings = { png: { compressionLevel: 6 }, webp: { quality: 86 } } as const

/** `fresh` renders even when the picture's file is there (the preview, which is for changing the art). */
export function rasterise(svg: string, format: ImageFormat, fresh = false): Promise<Buffer> {
  const render = () => {
    const image = sharp(Buffer.from(svg))
    return (format === 'png' ? image.png(encodings.png) : image.webp(encodings.webp)).toBuffer()
  }
  return fresh ? render() : renderedOnce(`${format} ${JSON.stringify(encodings[format])} ${svg}`, format, render)
}
