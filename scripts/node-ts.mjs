/**
 * How the project runs its TypeScript scripts: through tsx, resolving packages with the
 * `production` condition. Lexical's default Node entry points load their builds with top-level
 * await, which on Node 20 sometimes never settles (exit code 13); the `production` condition
 * points straight at the built files.
 */
export const NODE_TS = ['--conditions=production', '--import', 'tsx']
