// Runs an access table (a markdown table of collection × verb × role → allow or deny) over REST and
// GraphQL against the running app: tests/int/access-sweep.test.ts and tests/int/role-matrix.test.ts.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { SweptCollection } from './access-sweep-collections'
import { api, request } from './http'

export type Verdict = 'allow' | 'deny'
export type Verb = 'create' | 'read' | 'list' | 'update' | 'delete'
export type Transport = 'REST' | 'GraphQL'
export type AccessRow<Role extends string> = { collection: string; verb: Verb; expected: Record<Role, Verdict> }

/** The rows of the table in `file`, its role columns in the order `roles` names them. */
export const readAccessTable = <Role extends string>(file: string, roles: readonly Role[]): AccessRow<Role>[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^\| [a-z-]+ \| [a-z]+ \|/.test(line) && !line.startsWith('| collection'))
    .map((line) => {
      const [collection, verb, ...verdicts] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
      return {
        collection: collection!,
        verb: verb as Verb,
        expected: Object.fromEntries(roles.map((role, i) => [role, verdicts[i] as Verdict])) as Record<Role, Verdict>,
      }
    })

/**
 * The app's own collections, as its generated types list them (Payload's internal ones left out),
 * so a collection added without a row in a table fails the sweep rather than going unswept.
 */
export const appCollections = (): string[] => {
  const types = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'src', 'payload-types.ts'), 'utf8')
  const block = /^ {2}collections: \{\n([\s\S]*?)\n {2}\};/m.exec(types)?.[1] ?? ''
  return [...block.matchAll(/^ {4}'?([a-z-]+)'?: /gm)].map((match) => match[1]!).filter((slug) => !slug.startsWith('payload-'))
}

/** How a role calls the app: its bearer token, extra headers (a company cookie), a query it adds to every URL (a share key). */
export type Caller = { token?: string; headers?: Record<string, string>; query?: string }

export type AccessSweepSetup<Role extends string> = {
  collections: Record<string, SweptCollection>
  /** The document each collection's verbs act on. */
  subjects: Map<string, Record<string, any>>
  caller: (role: Role) => Caller
  staffToken: () => string
  /** Staff's access is yes or no, never a filter: their allowed deletes are shown on an id that does not exist. */
  isStaff: (role: Role) => boolean
  /** Documents the sweep made (and by which role), for checks and for staff to delete afterwards. */
  created: { slug: string; id: number; role: Role }[]
}

const DENIED = /not allowed|unauthori[sz]ed|forbidden|not found/i

/** Allow, deny, or what happened instead (a test or sample problem, reported as a mismatch). */
type Outcome = Verdict | `unexpected: ${string}`

const restStatus = (status: number, body: any): Outcome =>
  status >= 200 && status < 300 ? 'allow' : [401, 403, 404].includes(status) ? 'deny' : `unexpected: ${status} ${JSON.stringify(body).slice(0, 160)}`

const graphqlErrors = (errors: { message: string }[] | undefined, allowWith: boolean): Outcome => {
  if (!errors?.length) return allowWith ? 'allow' : 'unexpected: no data and no error'
  return DENIED.test(errors[0]!.message) ? 'deny' : `unexpected: ${errors[0]!.message.slice(0, 160)}`
}

/** A create that passed access but was refused for its content still shows the role may create. */
const createOutcome = (status: number, body: any): Outcome => (status === 400 || status === 409 ? 'allow' : restStatus(status, body))

/**
 * The sweep over one table: `mismatches` runs every row for every role over one transport and
 * lists each cell that disagrees, one per line, so the table and the code compare at a glance.
 */
export const accessSweep = <Role extends string>(setup: AccessSweepSetup<Role>) => {
  const { collections, subjects, caller, created } = setup
  const withQuery = (role: Role, url: string) => {
    const query = caller(role).query
    return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url
  }
  const rest = (role: Role, method: string, url: string, body?: unknown) => {
    const { token, headers } = caller(role)
    return api(withQuery(role, url), { method, body, token, headers })
  }
  const gql = (role: Role, query: string, variables: Record<string, unknown>) => {
    const { token, headers } = caller(role)
    return request<{ data?: any; errors?: { message: string }[] }>(withQuery(role, '/payload-api/graphql'), {
      body: { query, variables },
      token,
      headers,
    })
  }
  const stillThere = async (slug: string, id: number) => (await api(`/${slug}/${id}?depth=0`, { token: setup.staffToken() })).status === 200

  /** A member's own delete, shown on a document made for the purpose (by staff where only staff make one). */
  const deleteOwnThrowaway = async (slug: string, role: Role, transport: Transport): Promise<Outcome> => {
    const collection = collections[slug]!
    const made = collection.byStaff
      ? await api(`/${slug}`, { method: 'POST', body: collection.data(), token: setup.staffToken() })
      : await rest(role, 'POST', `/${slug}`, collection.data())
    if (made.status !== 201) return `unexpected: could not create one to delete (${made.status})`
    const id = made.body.doc.id as number
    if (transport === 'REST') await rest(role, 'DELETE', `/${slug}/${id}`)
    else await gql(role, `mutation D($id: Int!) { delete${collection.one}(id: $id) { id } }`, { id })
    if (!(await stillThere(slug, id))) return 'allow'
    created.push({ slug, id, role })
    return 'deny'
  }

  const run: Record<Verb, Record<Transport, (slug: string, role: Role, expected: Verdict) => Promise<Outcome>>> = {
    read: {
      REST: async (slug, role) => {
        const id = subjects.get(slug)!.id
        const response = await rest(role, 'GET', `/${slug}/${id}?depth=0`)
        if (response.status !== 200) return restStatus(response.status, response.body)
        return response.body.id === id ? 'allow' : 'unexpected: another document'
      },
      GraphQL: async (slug, role) => {
        const { one } = collections[slug]!
        const id = subjects.get(slug)!.id
        const response = await gql(role, `query Q($id: Int!) { ${one}(id: $id) { id } }`, { id })
        return response.body.data?.[one]?.id === id ? 'allow' : graphqlErrors(response.body.errors, false)
      },
    },
    list: {
      REST: async (slug, role) => {
        const id = subjects.get(slug)!.id
        const response = await rest(role, 'GET', `/${slug}?where[id][equals]=${id}&depth=0`)
        if (response.status !== 200) return restStatus(response.status, response.body)
        return response.body.docs.some((doc: { id: number }) => doc.id === id) ? 'allow' : 'deny'
      },
      GraphQL: async (slug, role) => {
        const { many } = collections[slug]!
        const id = subjects.get(slug)!.id
        const response = await gql(role, `query Q($id: Int) { ${many}(where: { id: { equals: $id } }) { docs { id } } }`, { id })
        const docs = response.body.data?.[many]?.docs as { id: number }[] | undefined
        if (docs) return docs.some((doc) => doc.id === id) ? 'allow' : 'deny'
        return graphqlErrors(response.body.errors, false)
      },
    },
    create: {
      REST: async (slug, role) => {
        const response = await rest(role, 'POST', `/${slug}`, collections[slug]!.data())
        if (response.status === 201) created.push({ slug, id: response.body.doc.id, role })
        return createOutcome(response.status, response.body)
      },
      GraphQL: async (slug, role) => {
        const { one, data } = collections[slug]!
        const response = await gql(role, `mutation M($data: mutation${one}Input!) { create${one}(data: $data) { id } }`, { data: data() })
        const id = response.body.data?.[`create${one}`]?.id
        if (id) {
          created.push({ slug, id, role })
          return 'allow'
        }
        const message = response.body.errors?.[0]?.message ?? ''
        if (/^Variable "\$data"/.test(message)) return `unexpected: ${message.slice(0, 160)}`
        return DENIED.test(message) ? 'deny' : 'allow'
      },
    },
    update: {
      REST: async (slug, role) => {
        const { field } = collections[slug]!
        const subject = subjects.get(slug)!
        const response = await rest(role, 'PATCH', `/${slug}/${subject.id}`, { [field]: subject[field] ?? null })
        return restStatus(response.status, response.body)
      },
      GraphQL: async (slug, role) => {
        const { one, field } = collections[slug]!
        const subject = subjects.get(slug)!
        const response = await gql(role, `mutation M($id: Int!, $data: mutation${one}UpdateInput!) { update${one}(id: $id, data: $data) { id } }`, {
          id: subject.id,
          data: { [field]: subject[field] ?? null },
        })
        return response.body.data?.[`update${one}`]?.id === subject.id ? 'allow' : graphqlErrors(response.body.errors, false)
      },
    },
    delete: {
      REST: async (slug, role, expected) => {
        if (expected === 'allow' && setup.isStaff(role)) {
          const probe = await rest(role, 'DELETE', `/${slug}?where[id][equals]=0`)
          return restStatus(probe.status, probe.body)
        }
        if (expected === 'allow') return deleteOwnThrowaway(slug, role, 'REST')
        const id = subjects.get(slug)!.id
        const response = await rest(role, 'DELETE', `/${slug}/${id}`)
        return (await stillThere(slug, id)) ? restStatus(response.status, response.body) : 'allow'
      },
      GraphQL: async (slug, role, expected) => {
        const { one } = collections[slug]!
        const remove = (id: number) => gql(role, `mutation D($id: Int!) { delete${one}(id: $id) { id } }`, { id })
        if (expected === 'allow' && setup.isStaff(role)) {
          // "Not Found" for an id that does not exist means access said yes.
          const message = (await remove(0)).body.errors?.[0]?.message ?? ''
          return /not found/i.test(message) ? 'allow' : DENIED.test(message) ? 'deny' : `unexpected: ${message}`
        }
        if (expected === 'allow') return deleteOwnThrowaway(slug, role, 'GraphQL')
        const id = subjects.get(slug)!.id
        const response = await remove(id)
        return (await stillThere(slug, id)) ? graphqlErrors(response.body.errors, false) : 'allow'
      },
    },
  }

  return {
    mismatches: async (rows: AccessRow<Role>[], roles: readonly Role[], transport: Transport): Promise<string[]> => {
      const found: string[] = []
      // Deletes last: a delete wrongly allowed would take the subject away from the other verbs.
      const ordered = [...rows].sort((a, b) => Number(a.verb === 'delete') - Number(b.verb === 'delete'))
      for (const { collection, verb, expected } of ordered) {
        for (const role of roles) {
          const actual = await run[verb][transport](collection, role, expected[role])
          if (actual !== expected[role]) found.push(`${collection} · ${verb} · ${role}: expected ${expected[role]}, got ${actual}`)
        }
      }
      return found
    },
  }
}
