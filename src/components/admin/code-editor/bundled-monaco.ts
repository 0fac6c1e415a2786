// Monaco, the code editor of Payload's JSON and code fields, from the app's own build rather than
// the CDN Payload's editor would load it from (the Content-Security-Policy allows no CDN). Only the
// admin's code editor fields import this, when one is on screen (BundledCodeEditor.tsx).
import * as monaco from 'monaco-editor/editor'
import 'monaco-editor/features/register.all'
import * as json from 'monaco-editor/languages/features/json/register'

type MonacoGlobal = typeof globalThis & { monaco?: typeof monaco; MonacoEnvironment?: monaco.Environment }
const scope = globalThis as MonacoGlobal

// The language services run in workers built from the app's bundle (same origin, so the policy's
// `worker-src 'self'` allows them): JSON's for JSON, the editor's own for everything else.
scope.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) =>
    label === 'json'
      ? new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module', name: label })
      : new Worker(new URL('./editor.worker.ts', import.meta.url), { type: 'module', name: label }),
}

// Payload's JSON field reaches the JSON language as `languages.json` (Monaco 0.55 moved it to `json`).
if (!('json' in monaco.languages)) Object.assign(monaco.languages, { json })

// Payload's editor (@monaco-editor/react, with its own copy of @monaco-editor/loader bundled into
// @payloadcms/ui) uses the Monaco it finds on `window` and fetches nothing.
scope.monaco = monaco

export {}
