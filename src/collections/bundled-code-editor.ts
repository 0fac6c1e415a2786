import type { Field, SanitizedConfig } from 'payload'

/**
 * Every json and code field in the admin, Payload's own collections' included (the jobs' input and
 * log), is shown by a component that first loads Monaco from the app's build
 * (components/admin/code-editor/BundledCodeEditor.tsx); Payload's default would fetch it from a CDN.
 * A field with a component of its own keeps it.
 */
const EDITOR_FIELDS = {
  json: '@/components/admin/code-editor/BundledCodeEditor#BundledJSONField',
  code: '@/components/admin/code-editor/BundledCodeEditor#BundledCodeField',
} as const

const giveBundledEditor = (fields: Field[]) => {
  for (const field of fields) {
    if (field.type === 'json' && !field.admin?.components?.Field) {
      field.admin = { ...field.admin, components: { ...field.admin?.components, Field: EDITOR_FIELDS.json } }
    }
    if (field.type === 'code' && !field.admin?.components?.Field) {
      field.admin = { ...field.admin, components: { ...field.admin?.components, Field: EDITOR_FIELDS.code } }
    }
    if ('fields' in field) giveBundledEditor(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) giveBundledEditor(tab.fields)
    if (field.type === 'blocks') for (const block of field.blocks) giveBundledEditor(block.fields)
  }
}

export const withBundledCodeEditor = async (config: Promise<SanitizedConfig>): Promise<SanitizedConfig> => {
  const sanitized = await config
  for (const entity of [...sanitized.collections, ...sanitized.globals]) giveBundledEditor(entity.fields)
  return sanitized
}
