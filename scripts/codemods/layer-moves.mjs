#!/usr/bin/env node
/**
 * The layer moves (issue 18): src/lib split into src/platform, the collections layer and
 * src/features/<slice>. Re-runnable: files still at an old path are moved (`git mv`), then every
 * import of an old path is rewritten, so a branch written against the old tree can be merged and
 * brought over with one more run.
 *
 *   node scripts/codemods/layer-moves.mjs            moves what is left to move, rewrites every file
 *   node scripts/codemods/layer-moves.mjs a.ts b.tsx  rewrites only the files named (no moves)
 *
 * Rewritten: import/export specifiers, import(), require(), vi.mock(), Payload component paths
 * ('@/x#Name', '/x#Name'), and plain mentions of a moved file ('src/lib/x.ts', as in comments and
 * server-action ids in tests). Inside src an import is written with the @/ alias (./x for a file in
 * the same folder); outside src (scripts, tests, configs) it stays relative. Names that moved to another module (SYMBOL_MOVES)
 * are split into an import of their own.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Old path → new path, from the repository root. A path ending in '/' moves a folder's files. */
export const MOVES = [
  // platform: the database
  ['src/lib/database.ts', 'src/platform/database/run-statement.ts'],
  ['src/lib/database-adapter.ts', 'src/platform/database/adapter.ts'],
  ['src/lib/database-health.ts', 'src/platform/database/health.ts'],
  ['src/lib/database-location.ts', 'src/platform/database/location.ts'],
  ['src/lib/database-outage.ts', 'src/platform/database/outage.ts'],
  ['src/lib/database-unavailable-digest.ts', 'src/platform/database/unavailable-digest.ts'],
  ['src/lib/database-unreachable.ts', 'src/platform/database/unreachable.ts'],
  ['src/lib/postgres-pool-options.ts', 'src/platform/database/postgres-pool-options.ts'],
  ['src/lib/watched-postgres-pool.ts', 'src/platform/database/watched-postgres-pool.ts'],
  ['src/lib/sqlite-lock-wait.ts', 'src/platform/database/sqlite-lock-wait.ts'],
  ['src/lib/query-planner-statistics.ts', 'src/platform/database/query-planner-statistics.ts'],
  ['src/lib/transactions.ts', 'src/platform/database/transactions.ts'],
  ['src/lib/failed-commits.ts', 'src/platform/database/failed-commits.ts'],
  ['src/lib/after-commit.ts', 'src/platform/database/after-commit.ts'],
  // platform: HTTP
  ['src/lib/request-body.ts', 'src/platform/http/request-body.ts'],
  ['src/lib/request-guards.ts', 'src/platform/http/request-guards.ts'],
  ['src/lib/request-limits.ts', 'src/platform/http/request-limits.ts'],
  ['src/lib/rate-limiter.ts', 'src/platform/http/rate-limiter.ts'],
  ['src/lib/socket-address.ts', 'src/platform/http/socket-address.ts'],
  ['src/lib/security-headers.ts', 'src/platform/http/security-headers.ts'],
  ['src/lib/http-cache-policy.ts', 'src/platform/http/http-cache-policy.ts'],
  ['src/lib/json-response.ts', 'src/platform/http/json-response.ts'],
  ['src/lib/client-error.ts', 'src/platform/http/client-error.ts'],
  ['src/lib/own-origins.ts', 'src/platform/http/own-origins.ts'],
  ['src/lib/server-url.ts', 'src/platform/http/server-url.ts'],
  ['src/lib/graphql-suggestions.ts', 'src/platform/http/graphql-suggestions.ts'],
  ['src/lib/migrations-route.ts', 'src/platform/http/migrations-route.ts'],
  ['src/lib/outage-response.ts', 'src/platform/http/outage-response.ts'],
  // platform: sessions and cookies
  ['src/lib/cookies.ts', 'src/platform/session/cookies.ts'],
  ['src/lib/signed-token.ts', 'src/platform/session/signed-token.ts'],
  ['src/lib/impersonation.ts', 'src/platform/session/impersonation.ts'],
  ['src/lib/inactive-customer-cookie.ts', 'src/platform/session/inactive-customer-cookie.ts'],
  ['src/lib/own-host-session.ts', 'src/platform/session/own-host-session.ts'],
  // platform: caches
  ['src/lib/next-cache/', 'src/platform/next-cache/'],
  ['src/lib/public-api-cache.ts', 'src/platform/next-cache/public-api-cache.ts'],
  ['src/lib/page-cache/', 'src/platform/page-cache/'],
  ['src/lib/redis-connection.mjs', 'src/platform/redis-connection.mjs'],
  // platform: files
  ['src/lib/object-storage.ts', 'src/platform/storage/object-storage.ts'],
  ['src/lib/missing-upload-file.ts', 'src/platform/storage/missing-upload-file.ts'],
  ['src/lib/uploaded-files.ts', 'src/platform/storage/uploaded-files.ts'],
  ['src/lib/storage-paths.ts', 'src/platform/storage/storage-paths.ts'],
  ['src/lib/media.ts', 'src/platform/storage/media.ts'],
  // platform: the rest
  ['src/lib/idempotency/', 'src/platform/idempotency/'],
  ['src/lib/relation-id.ts', 'src/platform/relation-id.ts'],
  ['src/lib/payload-secret.ts', 'src/platform/payload-secret.ts'],
  ['src/lib/build-id.ts', 'src/platform/build-id.ts'],
  ['src/lib/dashboard/failure.ts', 'src/platform/failure.ts'],
  // the collections layer: Payload's config, its client and the operations its endpoints run
  ['src/lib/payload.ts', 'src/payload-client.ts'],
  ['src/lib/payload-init.ts', 'src/payload-init.ts'],
  ['src/lib/reorder.ts', 'src/collections/projects/reorder.ts'],
  ['src/lib/quote/quote-catalogue.ts', 'src/collections/enquiries/quote-catalogue.ts'],
  ['src/lib/payments/amount-due.ts', 'src/collections/payments/amount-due.ts'],
  ['src/lib/dashboard/recipients.ts', 'src/collections/shipments/address-book.ts'],
  ['src/collections/customers/ViewDashboardAsButton.tsx', 'src/components/admin/ViewDashboardAsButton.tsx'],
  // feature slices
  ['src/lib/auth-email-change.ts', 'src/features/auth/email-change.ts'],
  ['src/lib/auth-errors.ts', 'src/features/auth/errors.ts'],
  ['src/lib/auth-login.ts', 'src/features/auth/login.ts'],
  ['src/lib/auth-password-check.ts', 'src/features/auth/password-check.ts'],
  ['src/lib/auth-rate-limit.ts', 'src/features/auth/rate-limit.ts'],
  ['src/lib/auth-session.ts', 'src/features/auth/session.ts'],
  ['src/lib/auth-verification.ts', 'src/features/auth/verification.ts'],
  ['src/lib/current-customer.ts', 'src/features/auth/current-customer.ts'],
  ['src/app/(frontend)/(auth)/auth/actions.ts', 'src/features/auth/actions.ts'],
  ['src/components/auth/form-state.ts', 'src/features/auth/form-state.ts'],
  ['src/lib/enquiry-registration.ts', 'src/features/enquiry/registration.ts'],
  ['src/lib/catalogue-queries.ts', 'src/features/catalogue/queries.ts'],
  ['src/lib/storefront-data.ts', 'src/features/catalogue/storefront-data.ts'],
  ['src/lib/seo.ts', 'src/features/catalogue/seo.ts'],
  ['src/lib/cached-page.ts', 'src/features/catalogue/cached-page.ts'],
  ['src/lib/search/', 'src/features/search/'],
  ['src/lib/dashboard/', 'src/features/dashboard/'],
  ['src/lib/recipient-links/', 'src/collections/recipient-links/'],
  ['src/lib/graphql-requested-fields.ts', 'src/platform/http/graphql-requested-fields.ts'],
  ['src/lib/page-cache/public-api-answers.ts', 'src/platform/page-cache/public-api-answers.ts'],
  ['src/lib/review/', 'src/features/review/'],
  ['src/lib/share-guard.ts', 'src/features/review/share-guard.ts'],
  ['src/lib/payments/', 'src/features/payments/'],
  ['src/lib/invoices/invoice-document.ts', 'src/features/payments/invoice-document.ts'],
  ['src/lib/invoices/invoice-pdf.ts', 'src/features/payments/invoice-pdf.ts'],
  ['src/lib/invoices/issue-invoice.ts', 'src/features/payments/issue-invoice.ts'],
  ['src/lib/staff-work-queue.ts', 'src/features/admin/staff-work-queue.ts'],
]

/**
 * Exported names that left their module (paths after the moves above): an import of them from
 * `from` is split off into an import from `to`.
 */
export const SYMBOL_MOVES = [
  {
    from: 'src/features/dashboard/shipments.ts',
    to: 'src/collections/shipments/request-shipments.ts',
    names: ['requestShipments', 'ShipmentRequestResult', 'SHIPMENT_REQUEST_ENDPOINT'],
  },
  {
    from: 'src/features/auth/current-customer.ts',
    to: 'src/collections/customers/customer-user.ts',
    names: ['CustomerUser', 'Viewer', 'ViewedByStaff'],
  },
  {
    from: 'src/components/review/SizeGrid.tsx',
    to: 'src/domain/sizes.ts',
    names: ['SizeOption'],
  },
  {
    from: 'src/collections/catalogue/revalidate.ts',
    to: 'src/platform/next-cache/cache-tags.ts',
    names: ['CACHE_TAGS', 'CacheTag'],
  },
]

const CODE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/
const TEXT = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|sh|conf|template|yml|yaml|md)$/
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx', '.cjs']
const SKIPPED = /^(node_modules|\.next|src\/migrations\/|README\.md$|package-lock\.json$|scripts\/codemods\/)/

const posix = (p) => p.split(path.sep).join('/')
const exists = (rel) => fs.existsSync(path.join(ROOT, rel)) && fs.statSync(path.join(ROOT, rel)).isFile()
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' })

const listFiles = () =>
  [...git('ls-files').split('\n'), ...git('ls-files', '--others', '--exclude-standard').split('\n')].filter((file) => file && exists(file))

/** Where a file that lived at `old` lives now (or would, once moved); null if it did not move. */
const movedTo = (old) => {
  for (const [from, to] of MOVES) {
    if (from.endsWith('/') ? old.startsWith(from) : old === from) return from.endsWith('/') ? to + old.slice(from.length) : to
  }
  return null
}

/** The file's path before the moves, so its own relative imports read as they were written. */
const movedFrom = (now) => {
  for (const [from, to] of MOVES) {
    if (to.endsWith('/') ? now.startsWith(to) : now === to) {
      const old = to.endsWith('/') ? from + now.slice(to.length) : from
      if (movedTo(old) === now) return old
    }
  }
  return null
}

const named = process.argv.slice(2)

/** Moves every file still at an old path; returns old → new for this run. */
const moveFiles = () => {
  const moved = new Map()
  for (const file of listFiles()) {
    const to = movedTo(file)
    if (!to || exists(to)) continue
    moved.set(file, to)
    fs.mkdirSync(path.dirname(path.join(ROOT, to)), { recursive: true })
    const tracked = git('ls-files', '--', file).trim() !== ''
    if (tracked) git('mv', file, to)
    else fs.renameSync(path.join(ROOT, file), path.join(ROOT, to))
  }
  for (const dir of new Set([...moved.keys()].map((file) => path.dirname(path.join(ROOT, file))))) {
    let at = dir
    while (at.startsWith(path.join(ROOT, 'src')) && fs.existsSync(at) && fs.readdirSync(at).length === 0) {
      fs.rmdirSync(at)
      at = path.dirname(at)
    }
  }
  return moved
}

/** The file an import names, as a path that exists after the moves (null if not one of ours). */
const targetOf = (base) => {
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...['/index.ts', '/index.tsx'].map((i) => base + i)]
  for (const candidate of candidates) {
    const to = movedTo(candidate)
    if (to && exists(to)) return to
    if (exists(candidate) && !movedTo(candidate)) return candidate
  }
  return null
}

const stripExtension = (file, keep) => (keep ? file : file.replace(/\.(ts|tsx|mts|js|jsx)$/, '').replace(/\/index$/, ''))

/**
 * The specifier to write for `target` from `file`: the @/ alias from TypeScript under src (or where
 * the import already used it), relative elsewhere (scripts, configs, and plain .mjs files that Node
 * loads without the alias).
 */
const specifierFor = (file, target, original) => {
  const keepExtension = /\.(mjs|cjs|js)$/.test(target) && !/\.(ts|tsx)$/.test(target)
  const bare = stripExtension(target, keepExtension)
  if (path.posix.dirname(target) === path.posix.dirname(file) && file.startsWith('src/')) return `./${path.posix.basename(bare)}`
  const aliased = original.startsWith('@/') || (/\.(ts|tsx)$/.test(file) && file.startsWith('src/'))
  if (aliased && target.startsWith('src/')) return `@/${bare.slice('src/'.length)}`
  const relative = posix(path.relative(path.dirname(file), bare))
  return relative.startsWith('.') ? relative : `./${relative}`
}

const resolveFrom = (from, spec) => {
  if (spec.startsWith('@/')) return path.posix.join('src', spec.slice(2))
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec))
  return null
}

/** The file a specifier names as the tree stands, no moves applied. */
const literalTarget = (base) =>
  [base, ...EXTENSIONS.map((ext) => base + ext), base + '/index.ts', base + '/index.tsx'].find((candidate) => exists(candidate)) ?? null

const IMPORT = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)(['"])([^'"\n]+)\2/g
const COMPONENT_PATH = /(['"])(@?\/[\w@()[\]./-]+)#(\w+)\1/g

/**
 * `oldFile` is where `file` was when its imports were written: a relative import is read from there.
 * An import is rewritten when the file it names moved, or when it is relative and its own file moved.
 */
const rewriteImports = (file, oldFile, text) =>
  text
    .replace(IMPORT, (whole, lead, quote, spec) => {
      const base = resolveFrom(oldFile, spec)
      const target = base && targetOf(base)
      if (!target) return whole
      const relativeFromMovedFile = spec.startsWith('.') && file !== oldFile
      if (!relativeFromMovedFile && literalTarget(resolveFrom(file, spec)) === target) return whole
      const next = specifierFor(file, target, spec)
      return next === spec ? whole : `${lead}${quote}${next}${quote}`
    })
    .replace(COMPONENT_PATH, (whole, quote, spec, name) => {
      const base = path.posix.join('src', spec.replace(/^@?\//, ''))
      const target = targetOf(base)
      if (!target || literalTarget(base) === target) return whole
      return `${quote}${spec.startsWith('@') ? '@' : ''}/${stripExtension(target, false).slice('src/'.length)}#${name}${quote}`
    })

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * 'src/lib/x.ts' and 'src/lib/x' in prose and test data, for every moved file; and a renamed file's
 * bare name ('database-health.ts' in a comment) becomes its path under src.
 */
const mentionRules = () => {
  const rules = []
  const files = listFiles()
  const basenames = new Set(files.map((file) => path.posix.basename(file)))
  for (const file of files) {
    const old = movedFrom(file)
    if (!old) continue
    const ext = path.posix.extname(old)
    const bareOld = old.slice(0, -ext.length)
    const bareNew = file.slice(0, -path.posix.extname(file).length)
    rules.push([new RegExp(`${escape(old)}(?![\\w/-]|\\.\\w)`, 'g'), file])
    rules.push([new RegExp(`${escape(bareOld)}(?![\\w/.-]|\\.\\w)`, 'g'), bareNew])
    const name = path.posix.basename(old)
    if (name !== path.posix.basename(file) && !basenames.has(name) && file.startsWith('src/')) {
      rules.push([new RegExp(`(?<![\\w/.-])${escape(name)}(?![\\w/-]|\\.\\w)`, 'g'), file.slice('src/'.length)])
    }
  }
  return rules.sort((a, b) => b[0].source.length - a[0].source.length)
}

const rewriteMentions = (text, rules) => rules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)

const NAMED_IMPORT = /(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"\n]+)\4/g

/** Splits names that moved to another module off their import. */
const rewriteSymbols = (file, text) =>
  text.replace(NAMED_IMPORT, (whole, keyword, typeOnly, list, quote, spec) => {
    const base = resolveFrom(file, spec)
    const target = base && targetOf(base)
    const move = target && SYMBOL_MOVES.find((entry) => entry.from === target && exists(entry.to))
    if (!move) return whole
    const parts = list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const nameOf = (part) =>
      part
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim()
    const leaving = parts.filter((part) => move.names.includes(nameOf(part)))
    if (leaving.length === 0) return whole
    const staying = parts.filter((part) => !leaving.includes(part))
    const onlyTypes = (group) => typeOnly || group.every((part) => part.startsWith('type '))
    const statement = (group, from) => {
      const types = onlyTypes(group)
      const names = types ? group.map((part) => part.replace(/^type\s+/, '')) : group
      return `${keyword} ${types ? 'type ' : ''}{ ${names.join(', ')} } from ${quote}${from}${quote}`
    }
    const moved = statement(leaving, specifierFor(file, move.to, spec))
    return staying.length === 0 ? moved : `${statement(staying, spec)}\n${moved}`
  })

const main = () => {
  const moved = named.length === 0 ? moveFiles() : new Map()
  const movedBack = new Map([...moved].map(([from, to]) => [to, from]))
  const files = (named.length > 0 ? named.map((file) => posix(path.relative(ROOT, path.resolve(file)))) : listFiles()).filter(
    (file) => TEXT.test(file) && (named.length > 0 || !SKIPPED.test(file)),
  )
  const rules = mentionRules()
  let changed = 0
  for (const file of files) {
    if (!exists(file)) continue
    const before = fs.readFileSync(path.join(ROOT, file), 'utf8')
    const oldFile = movedBack.get(file) ?? movedFrom(file) ?? file
    let after = before
    if (CODE.test(file)) after = rewriteSymbols(file, rewriteImports(file, oldFile, after))
    after = rewriteMentions(after, rules)
    if (after === before) continue
    changed += 1
    fs.writeFileSync(path.join(ROOT, file), after)
  }
  for (const [from, to] of moved) console.log(`moved ${from} -> ${to}`)
  console.log(`${moved.size} files moved, ${changed} files rewritten`)
}

main()
