#!/usr/bin/env node
/**
 * Compiles the production server (scripts/serve.ts and the modules of src/ it imports) into one
 * JavaScript file, build/serve.mjs, which Node runs without tsx, and the tracing it loads first
 * (scripts/tracing.ts) into build/tracing.mjs. Under tsx every dynamic import
 * (Next.js makes some on each request) is resolved by tsx's loader on another thread, about a
 * millisecond of CPU a request. Packages stay imports, resolved from node_modules as before.
 * Takes well under a second, so `npm start`, `npm run serve` and the tests compile it every time
 * and it is never older than its sources. `node scripts/build-server.mjs` compiles it alone.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { buildSync } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')

/** The compiled server; one folder below the root, as scripts/serve.ts is, so its own paths hold. */
export const COMPILED_SERVER = path.join(root, 'build', 'serve.mjs')

/** Loaded ahead of the server: OpenTelemetry must patch modules before they are first loaded. */
const COMPILED_TRACING = path.join(root, 'build', 'tracing.mjs')

/** Node's arguments that run the compiled server (the `production` condition: see node-ts.mjs). */
export const COMPILED_SERVER_ARGS = ['--conditions=production', '--import', pathToFileURL(COMPILED_TRACING).href, COMPILED_SERVER]

export const buildServer = () => {
  const { outputFiles } = buildSync({
    absWorkingDir: root,
    entryPoints: ['scripts/serve.ts', 'scripts/tracing.ts'],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['production'],
    tsconfig: 'tsconfig.json',
    outdir: path.dirname(COMPILED_SERVER),
    outExtension: { '.js': '.mjs' },
    write: false,
    logLevel: 'warning',
  })
  // Written whole under another name, then renamed: servers starting at once never read half a file.
  mkdirSync(path.dirname(COMPILED_SERVER), { recursive: true })
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}`
    writeFileSync(partial, file.contents)
    renameSync(partial, file.path)
  }
  return COMPILED_SERVER
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildServer()
