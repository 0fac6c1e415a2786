import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderedOnce } from '../../src/seed/catalogue/art/rendered-images'

describe('renderedOnce', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'rendered-'))
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('renders a picture once, then reads it from its file', async () => {
    const render = vi.fn(async () => Buffer.from('pixels'))
    const first = await renderedOnce('<svg>tee in navy</svg>', 'webp', render, folder)
    const second = await renderedOnce('<svg>tee in navy</svg>', 'webp', render, folder)
    expect(render).toHaveBeenCalledTimes(1)
    expect(second.equals(first)).toBe(true)
    expect(readdirSync(folder)).toEqual([expect.stringMatching(/^[0-9a-f]{24}\.webp$/)])
  })

  it('renders a changed picture afresh, beside the old one', async () => {
    await renderedOnce('<svg>tee in navy</svg>', 'webp', async () => Buffer.from('navy'), folder)
    const changed = await renderedOnce('<svg>tee in red</svg>', 'webp', async () => Buffer.from('red'), folder)
    expect(changed.toString()).toBe('red')
    expect(readdirSync(folder)).toHaveLength(2)
  })

  it('renders the same picture asked for twice at once into one whole file', async () => {
    const images = await Promise.all([1, 2, 3].map(() => renderedOnce('<svg>mug</svg>', 'png', async () => Buffer.from('mug pixels'), folder)))
    expect(images.map(String)).toEqual(['mug pixels', 'mug pixels', 'mug pixels'])
    expect(readdirSync(folder)).toEqual([expect.stringMatching(/\.png$/)])
  })
})
