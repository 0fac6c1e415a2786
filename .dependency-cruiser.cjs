/**
 * The layer rule (`npm run check:layers`): imports only point down, and nothing goes round in a circle.
 *
 *   app, components          pages, route handlers, proxy.ts; React components and fonts (never importing app)
 *   features/<slice>         each slice's Local API reads, and the 'use server' actions that call operations
 *   collections              Payload's config (collections, access, fields, hooks, globals, jobs, email), and
 *                            collections/<area>/operations/ (every transactional write, one file per verb)
 *                            with collections/<area>/endpoints/ (their REST routes) beside them
 *   platform, integrations   database, transactions, HTTP, sessions, caches, storage; integrations/<kind>/<provider>/
 *                            the adapters to outside services (accounting systems) and their local stand-ins
 *   domain                   pure business rules
 *
 * Within the collections layer, email imports neither collections nor jobs.
 *
 * Type-only imports count like any other. payload-types.ts and the migrations are generated
 * leaves that every layer above domain may import.
 */
const DOMAIN = '^src/domain/'
const PLATFORM = '^src/platform/'
const INTEGRATIONS = '^src/integrations/'
const GENERATED = '^src/(payload-types[.]ts$|migrations/)'
const COLLECTIONS = '^src/((collections|access|fields|globals|endpoints|jobs|email)/|payload[.]config[.]ts$|payload-(client|init)[.]ts$)'
const FEATURES = '^src/features/'
const COMPONENTS = '^src/(components|fonts)/'
const APP = '^src/(app/|proxy[.]ts$)'
const SEED = '^src/seed/'
// Payload's generated map of the admin's components, which the admin's server function hands to Payload.
const ADMIN_IMPORT_MAP = '^src/app/[(]payload[)]/admin/importMap[.]js$'

const above = (...layers) => layers.join('|')

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle ties modules together so none can be understood, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'Business rules import only other business rules (and npm packages).',
      from: { path: DOMAIN },
      to: { path: '^src/', pathNot: DOMAIN },
    },
    {
      name: 'platform-below-collections',
      severity: 'error',
      comment: 'Platform code knows the database, HTTP and caches, not our collections or features.',
      from: { path: PLATFORM },
      to: { path: '^src/', pathNot: above(DOMAIN, PLATFORM, GENERATED) },
    },
    {
      name: 'integrations-below-collections',
      severity: 'error',
      comment: 'An adapter speaks to an outside service in our domain words; it knows nothing of our collections or features.',
      from: { path: INTEGRATIONS },
      to: { path: '^src/', pathNot: above(DOMAIN, PLATFORM, INTEGRATIONS) },
    },
    {
      name: 'collections-below-features',
      severity: 'error',
      comment: "Payload's config (collections, hooks, access, endpoints, jobs, email) never imports a feature, a component or a page.",
      from: { path: COLLECTIONS },
      to: { path: above(FEATURES, COMPONENTS, APP, SEED) },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment: "A feature slice serves pages and components; it never imports them (Payload's generated admin import map aside).",
      from: { path: FEATURES },
      to: { path: above(COMPONENTS, APP, SEED), pathNot: ADMIN_IMPORT_MAP },
    },
    {
      name: 'components-below-app',
      severity: 'error',
      comment: 'Components take what they need from features (server actions included), never from a page or route.',
      from: { path: COMPONENTS },
      to: { path: above(APP, SEED) },
    },
    // ---- One home for every write ----
    {
      name: 'no-writes-in-app',
      severity: 'error',
      comment:
        "Pages, routes and components show things and hand input on; a write's rules live in its operation " +
        "(collections/<area>/operations/), called by a feature's server action or an endpoint. Reaching an " +
        'operation, a transaction or raw SQL from here would be a second home for a business rule, unchecked ' +
        "by the action's guards. (Payload's own write calls cannot be told apart by import; the ESLint rule " +
        "keeps 'use server', and so the callable writes, in features/.) Proven by tests/unit/write-home-rules.test.ts.",
      from: { path: above(APP, COMPONENTS) },
      to: { path: ['^src/collections/[^/]+/operations/', '^src/platform/database/(transactions|run-statement|locked-document)[.]ts$'] },
    },
    // ---- end: one home for every write ----
    {
      name: 'generated-is-a-leaf',
      severity: 'error',
      comment: 'Generated types and migrations import nothing of ours.',
      from: { path: GENERATED },
      to: { path: '^src/', pathNot: GENERATED },
    },
    // Email: what a message says and how it is queued, told the facts by whoever sends it.
    {
      name: 'email-below-collections-and-jobs',
      severity: 'error',
      comment:
        'Email renders and queues messages; it never imports a collection or the job runner, so a template or the outbox can change without dragging either along (and neither can build a cycle through it).',
      from: { path: '^src/email/' },
      to: { path: '^src/(collections|jobs)/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    exclude: { path: '[.]next/|node_modules/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts'],
    },
    reporterOptions: {
      dot: { collapsePattern: '^src/(features|platform|collections)/[^/]+|^src/[^/]+' },
    },
  },
}
