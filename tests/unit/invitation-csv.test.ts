import { describe, expect, it } from 'vitest'

import { MAX_INVITATIONS, parseInvitationCsv, readInvitationList } from '@/domain/invitation-csv'

describe('parseInvitationCsv', () => {
  it('reads names and emails with a BOM, quoted fields and CRLF line ends', () => {
    const csv = '\uFEFFName,Email\r\n"Lee, Anna",ANNA@Example.com\r\n"Ben ""BJ"" Ng",ben@example.com\r\n\r\n'
    expect(parseInvitationCsv(csv)).toEqual({
      ok: true,
      invitees: [
        { row: 2, name: 'Lee, Anna', email: 'anna@example.com' },
        { row: 3, name: 'Ben "BJ" Ng', email: 'ben@example.com' },
      ],
    })
  })

  it('matches headers loosely, in any order, and takes a list of emails without names', () => {
    expect(parseInvitationCsv('Team,E-mail address,Full name\nOps,cara@example.com,Cara Diaz\n')).toEqual({
      ok: true,
      invitees: [{ row: 2, name: 'Cara Diaz', email: 'cara@example.com' }],
    })
    expect(parseInvitationCsv('email\ndan@example.com')).toEqual({ ok: true, invitees: [{ row: 2, name: '', email: 'dan@example.com' }] })
  })

  it('refuses a list without an email column or without anyone on it', () => {
    expect(parseInvitationCsv('name,phone\nAnna,0412\n')).toMatchObject({ ok: false, message: expect.stringMatching(/"email"/) })
    expect(parseInvitationCsv('name,email\n\n')).toMatchObject({ ok: false, message: expect.stringMatching(/nobody/) })
    expect(parseInvitationCsv('')).toMatchObject({ ok: false })
  })

  it('names every bad row: missing or invalid emails and duplicates, case-insensitively', () => {
    const csv = ['name,email', 'Anna,anna@example.com', 'Ben,', 'Cara,not-an-email', 'Anna again,Anna@Example.com', 'Dan,dan@example.com'].join('\n')
    const result = parseInvitationCsv(csv)
    expect(result).toEqual({
      ok: false,
      message: '3 rows need fixing before anyone is invited; nobody was invited.',
      problems: [
        'Row 3: the email is missing.',
        'Row 4: "not-an-email" is not a valid email address.',
        'Row 5: anna@example.com is already on row 2.',
      ],
    })
  })

  it('reports a row with a broken quotation mark', () => {
    const result = parseInvitationCsv('name,email\nAnna,anna@example.com\n"Ben,ben@example.com\n')
    expect(result).toMatchObject({ ok: false, problems: [expect.stringMatching(/^Row 3: .*quotation/)] })
  })

  it(`takes up to ${MAX_INVITATIONS} people and refuses more`, () => {
    const list = (count: number) => ['email', ...Array.from({ length: count }, (_, index) => `person${index}@example.com`)].join('\n')
    expect(parseInvitationCsv(list(MAX_INVITATIONS))).toMatchObject({ ok: true, invitees: { length: MAX_INVITATIONS } })
    expect(parseInvitationCsv(list(MAX_INVITATIONS + 1))).toMatchObject({ ok: false, message: expect.stringMatching(/at most 500/) })
  })
})

describe('readInvitationList', () => {
  it('takes pasted addresses one per line or separated by commas, with names in angle brackets', () => {
    expect(readInvitationList('anna@example.com, Ben Ng <BEN@example.com>\n\ncara@example.com;')).toEqual({
      ok: true,
      invitees: [
        { row: 1, name: '', email: 'anna@example.com' },
        { row: 1, name: 'Ben Ng', email: 'ben@example.com' },
        { row: 3, name: '', email: 'cara@example.com' },
      ],
      problems: [],
      label: 'Line',
    })
  })

  it('keeps the good rows beside a sentence for each bad one', () => {
    expect(readInvitationList('anna@example.com\nnope\nANNA@example.com')).toEqual({
      ok: true,
      invitees: [{ row: 1, name: '', email: 'anna@example.com' }],
      problems: ['Line 2: "nope" is not a valid email address.', 'Line 3: anna@example.com is already on line 1.'],
      label: 'Line',
    })
  })

  it('reads a CSV when its first row names an email column', () => {
    expect(readInvitationList('Name,Email\nAnna,anna@example.com\nBen,')).toEqual({
      ok: true,
      invitees: [{ row: 2, name: 'Anna', email: 'anna@example.com' }],
      problems: ['Row 3: the email is missing.'],
      label: 'Row',
    })
  })

  it('refuses an empty list and one of more than the limit, whole', () => {
    expect(readInvitationList(' \n ')).toEqual({ ok: false, message: 'The list has nobody on it.' })
    const many = Array.from({ length: MAX_INVITATIONS + 1 }, (_, index) => `p${index}@example.com`).join('\n')
    expect(readInvitationList(many)).toMatchObject({ ok: false, message: expect.stringMatching(/at most 500/) })
  })
})
