import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

// Folders a doc names from the repository's root, and those it names from inside `src/`
// (`components/ui/Dialog.tsx`, `platform/http/`), as the README's picture of the layers does.
const ROOT_FOLDERS = ['src', 'scripts', 'tests', 'docs', 'deploy', '.ci']
const SOURCE_FOLDERS = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
// A bare name is a file at the root when it is one of the tools' own (`.dependency-cruiser.cjs`, `next.config.ts`).
const ROOT_FILE = /^(\.[\w-]+\.[a-z]+|[\w-]+\.config\.[cm]?[jt]s|package\.json|tsconfig\.json)$/

/** A place-holder (`<area>`, `{id}`, `…`) or a shell variable names no one file. */
const isPlaceholder = (token: string): boolean => /[<>{}$?…]|\.\.\./.test(token)

/** A token as a path from the root, without a `:line` and surrounding punctuation, or null when it names none. */
const repositoryPath = (token: string): string | null => {
  const cleaned = token
    .replace(/^['"(]+/, '')
    .replace(/['",;.)]+$/, '')
    .replace(/:\d+(-\d+)?$/, '')
  if (isPlaceholder(cleaned)) return null
  if (!cleaned.includes('/')) return ROOT_FILE.test(cleaned) ? cleaned : null
  const first = cleaned.split('/')[0]
  if (ROOT_FOLDERS.includes(first)) return cleaned
  if (SOURCE_FOLDERS.includes(first)) return `src/${cleaned}`
  return null
}

/** A glob names the folder before its first wildcard. */
const fixedPart = (candidate: string): string => {
  const wildcard = candidate.indexOf('*')
  return wildcard === -1 ? candidate : candidate.slice(0, candidate.lastIndexOf('/', wildcard) + 1)
}

/**
 * Every file or folder a markdown text names: backticked paths (from the root, or from `src/`)
 * and relative links (from the document's own folder). Fenced blocks are commands and pictures,
 * not references, and are skipped.
 */
const namedPaths = (markdown: string, documentFolder: string): string[] => {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '')
  const fromCode = [...prose.matchAll(/`([^`]+)`/g)].flatMap(([, code]) => code.split(/\s+/).map(repositoryPath))
  const fromLinks = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target.split('#')[0])
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
    .map((target) => path.relative(ROOT, path.resolve(ROOT, documentFolder, target)))
  return [...new Set([...fromCode, ...fromLinks].filter((named): named is string => named !== null).map(fixedPart))]
}

const markdownFiles = (folder: string): string[] =>
  readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name)
    if (entry.isDirectory()) return markdownFiles(relative)
    return entry.name.endsWith('.md') ? [relative] : []
  })

describe('namedPaths', () => {
  it('finds backticked paths from the root or from src/, and relative links', () => {
    const markdown = [
      'Run `node --import tsx scripts/subset-font.ts`; the rule is in `src/domain/quote.ts:12`,',
      'the dialog in `components/ui/Dialog.tsx`, every `src/collections/*/access.ts`, `next.config.ts` and',
      '[the guide](../deploy/env.example#top), [elsewhere](https://example.com), [here](#run-it).',
      '```',
      'src/inside-a-fence.ts',
      '```',
    ].join('\n')
    expect(namedPaths(markdown, 'docs')).toEqual([
      'scripts/subset-font.ts',
      'src/domain/quote.ts',
      'src/components/ui/Dialog.tsx',
      'src/collections/',
      'next.config.ts',
      'deploy/env.example',
    ])
  })

  it('skips place-holders, addresses and files outside the repository', () => {
    const markdown =
      '`src/collections/<area>/` `features/{slice}` `/payload-api/products` `data/swag.db` `media/…` `$STATE_DIR/x` `.next` `manifest.json`'
    expect(namedPaths(markdown, '.')).toEqual([])
  })
})

describe('the docs', () => {
  const documents = ['README.md', ...markdownFiles('docs')]

  it.each(documents)('%s names only paths that exist', (document) => {
    const named = namedPaths(readFileSync(path.join(ROOT, document), 'utf8'), path.dirname(document))
    expect(named.filter((candidate) => !existsSync(path.join(ROOT, candidate)))).toEqual([])
  })
})
