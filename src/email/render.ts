import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

/** One email as it is sent: the subject, the HTML body and its plain-text twin. */
export type RenderedEmail = { subject: string; html: string; text: string }

/**
 * Renders a template to HTML, and derives the plain-text part from that same HTML so the two
 * never disagree; links keep their address in the text part, label–value tables stay side by side.
 */
export const renderEmail = async (subject: string, element: ReactElement): Promise<RenderedEmail> => {
  const html = await render(element)
  return { subject, html, text: toPlainText(html, { selectors: [{ selector: 'table.details', format: 'dataTable' }] }) }
}
