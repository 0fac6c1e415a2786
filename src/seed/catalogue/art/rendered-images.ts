// Rasterising the seed's SVG illustrations takes most of a minute, so the rendered images ship in the
// repository (src/seed/catalogue/rendered), each named by a hash of what it shows: an unchanged
// picture is read from its file and only a new or changed one is rendered and saved. After changing
// the art, commit the new files; files no picture uses any more can be deleted.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

const shippedFolder = path.join(import.meta.dirname, '..', 'rendered')

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** The image `recipe` (everything that decides its pixels) describes, from its file or else from `render`. */
export async function renderedOnce(recipe: string, extension: string, render: () => Promise<Buffer>, folder = shippedFolder): Promise<Buffer> {
  const file = path.join(folder, `${createHash('sha256').update(recipe).digest('hex').slice(0, 24)}.${extension}`)
  try {
    return await readFile(file)
  } catch (error) {
    if (!isMissing(error)) throw error
  }
  const image = await render()
  await mkdir(folder, { recursive: true })
  // Written aside and renamed, so a seed rendering the same picture twice at once never reads half a file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`
  await writeFile(partial, image)
  await rename(partial, file)
  return image
}
