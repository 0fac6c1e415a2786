import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

type SerializedEditorState = NonNullable<Parameters<typeof LexicalRichText>[0]['data']>

const isEditorState = (value: unknown): value is SerializedEditorState =>
  Boolean(value && typeof value === 'object' && 'root' in value && (value as { root?: unknown }).root)

/** Rich text from the CMS (paragraphs, headings, lists, links) in the storefront's type styles. */
export function RichText({ data, className = '' }: { data: unknown; className?: string }) {
  if (!isEditorState(data)) return null
  return (
    <LexicalRichText
      data={data}
      className={`max-w-prose space-y-4 leading-relaxed text-pretty text-ink/80 [&_a]:font-medium [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-2 [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:font-semibold [&_h4]:text-ink [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
    />
  )
}

type TextNode = { type?: string; text?: string; children?: TextNode[] }

/** The text of a rich-text value, for meta descriptions and structured data. */
export function plainText(data: unknown): string {
  if (!isEditorState(data)) return ''
  const blocks: string[] = []
  const collect = (node: TextNode): string => (node.type === 'linebreak' ? ' ' : (node.text ?? '') + (node.children ?? []).map(collect).join(''))
  for (const block of ((data as { root: { children?: unknown[] } }).root.children ?? []) as TextNode[]) {
    const text = collect(block).trim()
    if (text) blocks.push(text)
  }
  return blocks.join(' ').replace(/\s+/g, ' ').trim()
}

/** Shortens text to about `max` characters at a word boundary. */
export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`
}
