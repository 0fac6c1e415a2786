/**
 * Payload's CLI (migrate, migrate:create, generate:types, generate:importmap ...), run the way the
 * project runs every script (see node-ts.mjs). Payload's own bin wrapper loads the lexical editor
 * without the `production` condition and, on Node 20, sometimes exits before doing anything.
 */
import { bin } from '../node_modules/payload/dist/bin/index.js'

await bin()
