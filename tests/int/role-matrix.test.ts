import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { COMPANY_ROLES } from '@/domain/company-roles'

import { accessSweep, readAccessTable } from '../support/access-table'
import { sweepCollections } from '../support/access-sweep-collections'
import { freshCustomer } from '../support/customers'
import { openDatabase } from '../support/db-snapshot'
import { api, DEMO, login } from '../support/http'
import { roleMatrixSubjects } from '../support/role-matrix-subjects'

/**
 * The role matrix: every company role (and the owner of another company) × every company-owned
 * collection × every verb, over REST and GraphQL, against the table in fixtures/role-matrix.md
 * (written from the roles). Disagreements are listed one per line.
 */

const ROLES = [...COMPANY_ROLES, 'outsider'] as const
type Role = (typeof ROLES)[number]

const EXPECTED = readAccessTable(path.join(import.meta.dirname, 'fixtures', 'role-matrix.md'), ROLES)

let staff: string
let matrix: Awaited<ReturnType<typeof roleMatrixSubjects>>
const ids: Record<string, number> = {}
const subjects = new Map<string, Record<string, any>>()
const created: { slug: string; id: number; role: Role }[] = []
// A membership made for a role's create or for an owner's or admin's delete to act on is a new customer's each time.
const spares: number[] = []

const COLLECTIONS = sweepCollections({
  owner: () => matrix.members.owner.id,
  ids,
  spareCustomer: () => {
    const spare = spares.shift()
    if (spare === undefined) throw new Error('The matrix ran out of spare customers: make more in beforeAll.')
    return spare
  },
})

const sweep = accessSweep<Role>({
  collections: COLLECTIONS,
  subjects,
  // Everyone acts in the company, as its dashboard does; the outsider's cookie names a company not theirs.
  caller: (role) => ({ token: matrix.members[role].token, headers: { cookie: `company=${matrix.company}` } }),
  staffToken: () => staff,
  isStaff: () => false,
  created,
})

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  matrix = await roleMatrixSubjects(staff)
  Object.assign(ids, matrix.ids)
  for (const [slug, subject] of matrix.subjects) subjects.set(slug, subject)
  for (let index = 0; index < 18; index += 1) spares.push((await freshCustomer(staff, 'matrix-spare')).id)
}, 300_000)

afterAll(async () => {
  for (const { slug, id } of created.reverse()) await api(`/${slug}/${id}`, { method: 'DELETE', token: staff })
})

describe('role matrix: every company role × company-owned collection × verb over REST and GraphQL, as fixtures/role-matrix.md says', () => {
  it('covers every collection a company owns (its table has a company), the company and its members’ accounts, with every verb', async () => {
    const database = openDatabase()
    const filed = (await database.tablesWithColumn('company_id')).filter((table) => !/_(rels|v)$|_v_/.test(table))
    await database.close()
    const owned = new Set([...filed.map((table) => table.replaceAll('_', '-')), 'companies', 'customers'])
    expect(new Set(EXPECTED.map((row) => row.collection))).toEqual(owned)
    expect(new Set(subjects.keys())).toEqual(owned)
    expect(EXPECTED).toHaveLength(owned.size * 5)
  })

  it.each(['REST', 'GraphQL'] as const)('%s agrees with the table', async (transport) => {
    const mismatches = await sweep.mismatches(EXPECTED, ROLES, transport)
    expect(mismatches, `${mismatches.length} cells disagree with fixtures/role-matrix.md`).toEqual([])
  })

  it("files what the outsider made under their own company, nothing under this one's", async () => {
    const outsiders = created.filter((made) => made.role === 'outsider' && made.slug !== 'customers')
    expect(outsiders.length).toBeGreaterThan(0)
    for (const { slug, id } of outsiders) {
      const { body } = await api(`/${slug}/${id}?depth=0`, { token: staff })
      expect(body.company, `${slug} #${id}`).not.toBe(matrix.company)
      expect(body.company, `${slug} #${id}`).toEqual(expect.any(Number))
    }
  })
})
