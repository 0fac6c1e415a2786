'use client'

import { CodeField, FieldLabel, JSONField, ShimmerEffect } from '@payloadcms/ui'
import type { CodeFieldClientComponent, JSONFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

/**
 * Payload's JSON and code fields, shown once Monaco from the app's own build is on `window`
 * (bundled-monaco.ts). Payload's editor looks for it there when it mounts and otherwise fetches
 * Monaco from a CDN, which the Content-Security-Policy refuses, leaving a shimmer for good; so the
 * field mounts only after the editor's chunk has run. Every json and code field in the admin gets
 * these (src/collections/bundled-code-editor.ts), and only a page with one fetches Monaco.
 */
let loading: Promise<unknown> | undefined

const loadMonaco = () =>
  (loading ??= import('./bundled-monaco').catch((error: unknown) => {
    loading = undefined
    throw error
  }))

type Editor = 'ready' | 'loading' | 'failed'

const useBundledMonaco = (): Editor => {
  const [editor, setEditor] = useState<Editor>('loading')
  useEffect(() => {
    let mounted = true
    loadMonaco().then(
      () => mounted && setEditor('ready'),
      () => mounted && setEditor('failed'),
    )
    return () => {
      mounted = false
    }
  }, [])
  return editor
}

/** The field's label over a shimmer, as Payload shows the field while its editor loads. */
const Placeholder = ({ label, path, editor }: { label: Parameters<typeof FieldLabel>[0]['label']; path: string; editor: Editor }) => (
  <div className="field-type" style={{ marginBottom: 'var(--spacing-field)' }}>
    <FieldLabel label={label} path={path} />
    {editor === 'failed' ? <p role="alert">The code editor could not be loaded. Reload the page to try again.</p> : <ShimmerEffect height="56px" />}
  </div>
)

export const BundledJSONField: JSONFieldClientComponent = (props) => {
  const editor = useBundledMonaco()
  return editor === 'ready' ? <JSONField {...props} /> : <Placeholder label={props.field.label} path={props.path} editor={editor} />
}

export const BundledCodeField: CodeFieldClientComponent = (props) => {
  const editor = useBundledMonaco()
  return editor === 'ready' ? <CodeField {...props} /> : <Placeholder label={props.field.label} path={props.path} editor={editor} />
}
