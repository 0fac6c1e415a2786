'use client'

import { useField } from '@payloadcms/ui'

import { formatCents } from '@/domain/pricing'
import { amountWording, isQuote, priceBreakWording, pricePerItemWording, quantityWording } from '@/domain/quote-wording'

const cell = { padding: '6px 10px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const, verticalAlign: 'top' as const }
const number = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const }

/** The estimate the buyer saw when they sent the enquiry, as priced on the server then. */
export function EnquiryEstimateField({ path = 'estimate' }: { path?: string }) {
  const { value } = useField<unknown>({ path })
  return (
    <div style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h3 style={{ marginBottom: 'calc(var(--base) / 2)' }}>Estimate shown to the buyer</h3>
      {!isQuote(value) ? (
        <p style={{ color: 'var(--theme-elevation-500)' }}>Priced when the enquiry is submitted.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
          <thead>
            <tr>
              <th style={cell}>Item</th>
              <th style={number}>Quantity</th>
              <th style={number}>Per item</th>
              <th style={number}>Set-up</th>
              <th style={number}>Total</th>
            </tr>
          </thead>
          <tbody>
            {value.lines.map((line, index) => (
              <tr key={`${line.product}-${index}`}>
                <td style={cell}>
                  {line.title}
                  <div style={{ color: 'var(--theme-elevation-500)' }}>
                    {[line.decoration?.label ?? 'No decoration', priceBreakWording(line)].filter(Boolean).join(' · ')}
                  </div>
                </td>
                <td style={number}>{quantityWording(line)}</td>
                <td style={number}>{pricePerItemWording(line)}</td>
                <td style={number}>{line.setupFee ? formatCents(line.setupFee) : '—'}</td>
                <td style={number}>{formatCents(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={4} style={number}>
                Subtotal (ex GST)
              </th>
              <td style={number}>{amountWording(value.subtotal, value.isFrom)}</td>
            </tr>
            <tr>
              <th colSpan={4} style={number}>
                GST
              </th>
              <td style={number}>{formatCents(value.gst)}</td>
            </tr>
            <tr>
              <th colSpan={4} style={number}>
                Total (inc GST)
              </th>
              <td style={{ ...number, fontWeight: 600 }}>{amountWording(value.total, value.isFrom)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  )
}
