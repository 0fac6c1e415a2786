import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import { csvFileProblem, parseRecipientCsv, RECIPIENT_CSV_LIMITS, recipientCsvTemplate } from '@/domain/recipient-csv'

const HEADER = 'Full name,Company,Address line 1,Suburb,State,Postcode,Country'

describe('parseRecipientCsv', () => {
  it('reads the template back as its two example recipients', () => {
    const result = parseRecipientCsv(recipientCsvTemplate())
    expect(result.ok && result.rows.map(({ at, recipient }) => [at, recipient.fullName, recipient.country])).toEqual([
      [2, 'Priya Sharma', 'AU'],
      [3, 'Aroha Ngata', 'NZ'],
    ])
  })

  it('imports the good rows and names each bad one by its spreadsheet row', () => {
    const csv = [
      HEADER,
      'Anna Lee,,"Level 2, 1 George St",Sydney,NSW,2000,',
      'Ben Ng,,2 Pitt St,Sydney,NSW,9999,Australia',
      '',
      'Cara Diaz,Acme,3 King St,Perth,WA,6000,AU',
      ',,,Nowhere,VIC,3000,',
    ].join('\n')
    const result = parseRecipientCsv(csv)
    if (!result.ok) throw new Error(result.message)
    expect(result.rows.map(({ at, recipient }) => [at, recipient.fullName, recipient.address1])).toEqual([
      [2, 'Anna Lee', 'Level 2, 1 George St'],
      [5, 'Cara Diaz', '3 King St'],
    ])
    expect(result.problems).toEqual([
      { row: 3, message: 'Row 3: Postcode 9999 is not in NSW.' },
      { row: 6, message: 'Row 6: Enter the recipient’s full name. Enter a street address.' },
    ])
  })

  it('matches column names loosely and in any order, ignoring columns it does not know', () => {
    const result = parseRecipientCsv('postcode,NAME,notes,street,city,state\n3000,Jo Bloggs,VIP,1 Collins St,Melbourne,vic\n')
    expect(result.ok && result.rows[0]!.recipient).toMatchObject({
      fullName: 'Jo Bloggs',
      address1: '1 Collins St',
      suburb: 'Melbourne',
      state: 'VIC',
    })
  })

  it('handles a byte order mark and Windows line endings', () => {
    const result = parseRecipientCsv(`\uFEFF${HEADER}\r\nAnna Lee,,1 George St,Sydney,NSW,2000,\r\n`)
    expect(result.ok && result.rows).toHaveLength(1)
  })

  it('reports a row with broken quoting as unreadable', () => {
    const result = parseRecipientCsv(`${HEADER}\nAnna Lee,,1 George St,Sydney,NSW,2000,\nBen,"2 Pitt St,Sydney,NSW,2000,\n`)
    expect(result.ok && result.problems).toEqual([{ row: 3, message: 'Row 3: This row could not be read: check its quotation marks.' }])
  })

  it('refuses a file without the required columns, or without rows', () => {
    expect(parseRecipientCsv('email,phone\na@b.com,1')).toEqual({
      ok: false,
      message: 'The first row must name the columns; "Full name", "Address line 1", "Suburb" are missing. Start from the template.',
    })
    expect(parseRecipientCsv(`${HEADER}\n\n`)).toEqual({ ok: false, message: 'The file has no recipients under its header row.' })
  })

  it(`refuses more than ${RECIPIENT_CSV_LIMITS.maxRows} recipients`, () => {
    const row = ['A Person', '', '1 George St', 'Sydney', 'NSW', '2000', '']
    const csv = Papa.unparse([HEADER.split(','), ...Array.from({ length: RECIPIENT_CSV_LIMITS.maxRows + 1 }, () => row)])
    expect(parseRecipientCsv(csv)).toEqual({ ok: false, message: 'The file has 501 recipients; import at most 500 at a time.' })
    const atLimit = Papa.unparse([HEADER.split(','), ...Array.from({ length: RECIPIENT_CSV_LIMITS.maxRows }, () => row)])
    expect(parseRecipientCsv(atLimit).ok).toBe(true)
  })
})

describe('csvFileProblem', () => {
  const csv = { name: 'team.csv', type: 'text/csv', size: 100 }

  it('accepts .csv files however browsers label them', () => {
    expect(csvFileProblem(csv, HEADER)).toBeNull()
    expect(csvFileProblem({ ...csv, type: 'application/vnd.ms-excel' }, HEADER)).toBeNull()
    expect(csvFileProblem({ ...csv, type: 'text/csv; charset=utf-8' }, HEADER)).toBeNull()
    expect(csvFileProblem({ ...csv, name: 'TEAM.CSV', type: '' }, HEADER)).toBeNull()
  })

  it('refuses other file types, by name or by type', () => {
    expect(csvFileProblem({ ...csv, name: 'photo.png', type: 'image/png' }, HEADER)?.kind).toBe('type')
    expect(csvFileProblem({ ...csv, name: 'team.xlsx', type: 'text/csv' }, HEADER)?.kind).toBe('type')
    expect(csvFileProblem({ ...csv, type: 'application/pdf' }, HEADER)?.kind).toBe('type')
    expect(csvFileProblem({ ...csv, name: 'team.txt', type: 'text/plain' }, HEADER)?.kind).toBe('type')
    expect(csvFileProblem({ ...csv, name: 'setup.exe', type: 'application/x-msdownload' }, HEADER)?.kind).toBe('type')
  })

  it('refuses files over the size limit', () => {
    expect(csvFileProblem({ ...csv, size: RECIPIENT_CSV_LIMITS.maxBytes + 1 }, HEADER)).toEqual({
      kind: 'size',
      message: 'The file is larger than 200 KB. Split it into smaller files.',
    })
    expect(csvFileProblem({ ...csv, size: RECIPIENT_CSV_LIMITS.maxBytes }, HEADER)).toBeNull()
  })

  it('refuses binary content named .csv, and empty files', () => {
    expect(csvFileProblem(csv, 'PK\u0003\u0004\u0000\u0000')?.kind).toBe('content')
    expect(csvFileProblem(csv, '\uFFFD\uFFFDPNG')?.kind).toBe('content')
    expect(csvFileProblem(csv, ' \n ')).toEqual({ kind: 'content', message: 'The file is empty.' })
  })
})
