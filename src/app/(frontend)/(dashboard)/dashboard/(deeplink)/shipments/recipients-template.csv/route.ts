import { recipientCsvTemplate } from '@/domain/recipient-csv'

/** The recipients CSV to start from: the columns the import reads, with two example rows. */
export function GET() {
  return new Response(recipientCsvTemplate(), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="recipients-template.csv"',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
