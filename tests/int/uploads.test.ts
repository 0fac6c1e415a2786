import Papa from 'papaparse'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { api, baseURL, DEMO, login } from '../support/http'
import { serverActionId } from '../support/server-action'

// Artwork: PNG, JPEG, WebP or PDF (mockups: images only) of up to 10 MB, judged by the file's
// content, not its name or declared type. Recipients CSV: a .csv file of text, up to 200 KB and
// 500 recipients. Both checked on the server; refusals say why and store nothing.

const MB = 1024 * 1024

const blobOf = (bytes: Buffer | string, type: string) => new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type })

let staffToken: string
let owner: { token: string; id: number }

beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
  owner = await freshCustomer(staffToken, 'uploads')
})

const png = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#e4572e' } })
    .png()
    .toBuffer()

const pdf = async () => {
  const document = await PDFDocument.create()
  document.addPage([200, 100]).drawText('Proof v1', { x: 20, y: 50 })
  return Buffer.from(await document.save())
}

/** A file of `size` bytes that starts like a PNG and is padding after that. */
const paddedPng = async (size: number) => {
  const start = await png()
  const file = Buffer.alloc(size)
  start.copy(file)
  return file
}

/** The start of a Windows program (its "MZ" header), then padding. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), Buffer.alloc(512)])

type Upload = { bytes: Buffer | string; name: string; type: string }

const upload = async (collection: 'artwork-proofs' | 'mockups', file: Upload) => {
  const form = new FormData()
  form.set('file', blobOf(file.bytes, file.type), file.name)
  form.set('_payload', JSON.stringify({ customer: owner.id }))
  const response = await fetch(`${baseURL()}/payload-api/${collection}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'x-forwarded-for': '10.9.9.9' },
    body: form,
  })
  type Answer = { doc?: { id: number; mimeType: string }; errors?: { message: string; data?: unknown }[] }
  const body = (await response.json().catch(() => null)) as Answer
  return { status: response.status, body, reason: JSON.stringify(body?.errors ?? body) }
}

const storedFor = async (collection: string) =>
  (await api(`/${collection}?where[customer][equals]=${owner.id}&limit=0&depth=0`, { token: staffToken })).body.totalDocs as number

describe('artwork uploads', () => {
  it('accepts a PNG and a PDF proof (the control)', async () => {
    const before = await storedFor('artwork-proofs')
    const image = await upload('artwork-proofs', { bytes: await png(), name: 'proof.png', type: 'image/png' })
    expect(image.status, image.reason).toBe(201)
    expect(image.body.doc?.mimeType).toBe('image/png')
    const document = await upload('artwork-proofs', { bytes: await pdf(), name: 'proof.pdf', type: 'application/pdf' })
    expect(document.status, document.reason).toBe(201)
    expect(document.body.doc?.mimeType).toBe('application/pdf')
    expect(await storedFor('artwork-proofs')).toBe(before + 2)
  })

  it('refuses anything else, even named and labelled as an image or PDF, with a reason', async () => {
    const before = await storedFor('artwork-proofs')
    const disguised: Upload[] = [
      { bytes: EXE, name: 'proof.png', type: 'image/png' },
      { bytes: EXE, name: 'setup.exe', type: 'application/x-msdownload' },
      { bytes: 'This is only text, not a PDF.\n', name: 'proof.pdf', type: 'application/pdf' },
      { bytes: '<html><script>alert(1)</script></html>', name: 'proof.png', type: 'image/png' },
      { bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', name: 'proof.svg', type: 'image/svg+xml' },
      { bytes: 'name,email\nA,a@example.com\n', name: 'proof.csv', type: 'text/csv' },
    ]
    for (const file of disguised) {
      const response = await upload('artwork-proofs', file)
      expect(response.status, `${file.name} (${file.type}): ${response.reason}`).toBe(400)
      expect(response.body.errors?.[0]?.message, file.name).toBeTruthy()
      expect(response.reason, file.name).toMatch(/file|type|invalid/i)
    }
    expect(await storedFor('artwork-proofs')).toBe(before)
  })

  it('refuses a file over 10 MB with 413 and says the limit', async () => {
    const before = await storedFor('artwork-proofs')
    const large = await upload('artwork-proofs', { bytes: await paddedPng(10 * MB + 1), name: 'huge.png', type: 'image/png' })
    expect(large.status).toBe(413)
    expect(large.body.errors?.[0]?.message).toBe('The file is 10.0 MB; artwork files can be at most 10 MB.')
    const larger = await upload('mockups', { bytes: await paddedPng(12 * MB), name: 'huge.png', type: 'image/png' })
    expect(larger.status).toBe(413)
    expect(larger.body.errors?.[0]?.message).toBe('The file is 12.0 MB; artwork files can be at most 10 MB.')
    // Over Payload's limit for every upload (20 MB) the request is cut off while it arrives.
    const huge = await upload('artwork-proofs', { bytes: await paddedPng(21 * MB), name: 'huge.png', type: 'image/png' })
    expect(huge.status).toBe(413)
    expect(huge.body.errors?.[0]?.message).toMatch(/limit/i)
    expect(await storedFor('artwork-proofs')).toBe(before)
  })

  it('mockups take images only: a PNG is stored, a PDF is refused', async () => {
    const before = await storedFor('mockups')
    const image = await upload('mockups', { bytes: await png(), name: 'mockup.png', type: 'image/png' })
    expect(image.status, image.reason).toBe(201)
    const document = await upload('mockups', { bytes: await pdf(), name: 'mockup.pdf', type: 'application/pdf' })
    expect(document.status, document.reason).toBe(400)
    expect(await storedFor('mockups')).toBe(before + 1)
  })
})

const HEADER = ['Full name', 'Address line 1', 'Suburb', 'State', 'Postcode']
const csvOf = (rows: number) =>
  Papa.unparse([HEADER, ...Array.from({ length: rows }, (_, i) => [`Person ${i + 1}`, `${i + 1} Main Street`, 'Hobart', 'TAS', '7000'])])

type CsvFile = { text: string | Buffer; name: string; type: string }

/** The recipients import over REST, as a script would use it. */
const importOverRest = async (file: CsvFile) => {
  const form = new FormData()
  form.set('file', blobOf(file.text, file.type), file.name)
  const response = await fetch(`${baseURL()}/payload-api/recipients/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': '10.9.9.10' },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as { message?: string; imported?: unknown[] } }
}

/** The recipients import as the dashboard calls it: the server action with the file in a FormData. */
const importOverAction = async (file: CsvFile) => {
  const form = new FormData()
  // React's encoding of one FormData argument, in its order: part 1's fields prefixed "_1_", then the
  // argument list, which points at part 1.
  form.set('_1_file', blobOf(file.text, file.type), file.name)
  form.set('0', JSON.stringify(['$K1']))
  const response = await fetch(`${baseURL()}/dashboard/shipments/create`, {
    method: 'POST',
    headers: {
      'next-action': serverActionId('src/features/dashboard/shipment-actions.ts', 'importRecipientsAction'),
      accept: 'text/x-component',
      origin: baseURL(),
      cookie: `payload-token=${owner.token}`,
    },
    body: form,
  })
  const text = await response.text()
  const result = text
    .split('\n')
    .map((line) => line.slice(line.indexOf(':') + 1))
    .flatMap((json) => {
      try {
        return [JSON.parse(json) as { ok?: boolean; message?: string; imported?: unknown[] }]
      } catch {
        return []
      }
    })
    .find((value) => value && typeof value === 'object' && 'ok' in value)
  return { status: response.status, body: result ?? { message: text.slice(0, 300) } }
}

const recipientCount = async () => (await api('/recipients?limit=0&depth=0', { token: owner.token })).body.totalDocs as number

describe.each([
  ['over REST', importOverRest],
  ['through the dashboard action', importOverAction],
] as const)('recipients CSV import %s', (_label, importCsv) => {
  it('imports a .csv file of recipients (the control)', async () => {
    const before = await recipientCount()
    for (const type of ['text/csv', 'application/vnd.ms-excel']) {
      const response = await importCsv({ text: csvOf(2), name: 'team.csv', type })
      expect(response.body.imported, JSON.stringify(response.body)).toHaveLength(2)
    }
    expect(await recipientCount()).toBe(before + 4)
  })

  it('refuses other files by name, type or content, saying why', async () => {
    const before = await recipientCount()
    const refused: [CsvFile, RegExp][] = [
      [{ text: csvOf(1), name: 'team.txt', type: 'text/plain' }, /Choose a CSV file/],
      [{ text: csvOf(1), name: 'team.xlsx', type: 'application/vnd.ms-excel' }, /Choose a CSV file/],
      [{ text: EXE, name: 'setup.exe', type: 'application/x-msdownload' }, /Choose a CSV file/],
      [{ text: await png(), name: 'team.csv', type: 'text/csv' }, /not plain text/],
      [{ text: 'no,header,we,know\n1,2,3,4\n', name: 'team.csv', type: 'text/csv' }, /must name the columns/],
    ]
    for (const [file, reason] of refused) {
      const response = await importCsv(file)
      expect(response.body.message, file.name).toMatch(reason)
    }
    expect(await recipientCount()).toBe(before)
  })

  it('refuses a file over 200 KB and one with over 500 recipients', async () => {
    const before = await recipientCount()
    const big = `${csvOf(1)}\n${'x'.repeat(201 * 1024)}`
    expect((await importCsv({ text: big, name: 'team.csv', type: 'text/csv' })).body.message).toBe(
      'The file is larger than 200 KB. Split it into smaller files.',
    )
    expect((await importCsv({ text: csvOf(501), name: 'team.csv', type: 'text/csv' })).body.message).toBe(
      'The file has 501 recipients; import at most 500 at a time.',
    )
    expect(await recipientCount()).toBe(before)
  })
})

describe('recipients CSV import statuses', () => {
  it('over REST, each refusal has its status: 415 type, 413 size, 400 content', async () => {
    expect((await importOverRest({ text: csvOf(1), name: 'team.txt', type: 'text/plain' })).status).toBe(415)
    expect((await importOverRest({ text: `${csvOf(1)}\n${'x'.repeat(201 * 1024)}`, name: 'team.csv', type: 'text/csv' })).status).toBe(413)
    expect((await importOverRest({ text: await png(), name: 'team.csv', type: 'text/csv' })).status).toBe(400)
  })

  it('a file far over the limit sent to the action is refused with a 4xx, never a 500', async () => {
    const before = await recipientCount()
    const response = await importOverAction({ text: `${csvOf(1)}\n${'x'.repeat(3 * MB)}`, name: 'team.csv', type: 'text/csv' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await recipientCount()).toBe(before)
  })
})
