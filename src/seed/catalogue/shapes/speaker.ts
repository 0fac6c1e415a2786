import { charcoal, cylinder, edge } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** Portable Bluetooth speaker: fabric-wrapped capsule with rubber end caps. */
export const drawSpeaker: DrawShape = (s) => {
  const t = s.tones
  const capsule = 'M345,400 L655,400 A125,125 0 0 1 655,650 L345,650 A125,125 0 0 1 345,400 Z'
  const clip = s.id('speaker')
  const mesh = s.id('mesh')
  s.define(`<clipPath id="${clip}"><path d="${capsule}"/></clipPath>`)
  s.define(
    `<pattern id="${mesh}" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3.2" fill="${t.texture}" fill-opacity="0.35"/></pattern>`,
  )
  const button = (x: number) => `<rect x="${x - 18}" y="384" width="36" height="24" rx="10" fill="${charcoal.light}"/>`
  return {
    body:
      button(440) +
      button(500) +
      button(560) +
      `<path d="${capsule}" fill="${cylinder(s, 'horizontal')}"/>` +
      `<path d="${capsule}" fill="url(#${mesh})"/>` +
      `<g clip-path="url(#${clip})">` +
      `<rect x="200" y="390" width="96" height="270" fill="${cylinder(s, 'horizontal', charcoal)}"/>` +
      `<rect x="704" y="390" width="96" height="270" fill="${cylinder(s, 'horizontal', charcoal)}"/>` +
      `</g>` +
      edge(capsule, t) +
      printArea(t, { cx: 500, cy: 525, width: 150, height: 76 }),
    ground: { cx: 500, cy: 654, rx: 300 },
  }
}
