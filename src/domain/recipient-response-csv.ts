// Responses to a link as a spreadsheet: one row per recipient, one column per sized item.
import Papa from 'papaparse'

export type ResponseRow = {
  submittedAt: string
  fullName: string
  email: string
  phone: string | null
  companyName: string | null
  address1: string
  address2: string | null
  suburb: string
  state: string | null
  postcode: string | null
  sizes: Record<string, string>
  shipment: number | null
}

/** `sizeColumns` are the sized items' titles, in the order the link shows them. */
export function responsesCsv(rows: ResponseRow[], sizeColumns: string[], withShipment: boolean): string {
  return Papa.unparse(
    {
      fields: [
        'Submitted',
        'Full name',
        'Email',
        'Phone',
        'Company',
        'Address line 1',
        'Address line 2',
        'Suburb',
        'State',
        'Postcode',
        ...sizeColumns.map((title) => `Size: ${title}`),
        ...(withShipment ? ['Shipment'] : []),
      ],
      data: rows.map((row) => [
        row.submittedAt,
        row.fullName,
        row.email,
        row.phone ?? '',
        row.companyName ?? '',
        row.address1,
        row.address2 ?? '',
        row.suburb,
        row.state ?? '',
        row.postcode ?? '',
        ...sizeColumns.map((title) => row.sizes[title] ?? ''),
        ...(withShipment ? [row.shipment ? `#${row.shipment}` : ''] : []),
      ]),
    },
    // A spreadsheet must not run what a recipient typed as a formula.
    { escapeFormulae: true },
  )
}
