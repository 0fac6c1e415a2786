/**
 * Questions a command-line script asks, one answer per line. At a terminal through `read`, which
 * hides what is typed for a secret; from a pipe (a provisioning script, the tests) the lines are
 * read in order from one reader, since a reader per question would drop lines already buffered.
 */
import { createInterface } from 'node:readline'

import { read } from 'read'

export type Questions = { ask: (prompt: string, options?: { secret?: boolean }) => Promise<string>; close: () => void }

const fromTerminal = (): Questions => ({
  ask: async (prompt, { secret = false } = {}) => String(await read({ prompt, silent: secret, replace: secret ? '*' : undefined })).trim(),
  close: () => {},
})

const fromPipe = (): Questions => {
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]()
  return {
    ask: async (prompt) => {
      process.stdout.write(`${prompt}\n`)
      const line = await lines.next()
      if (line.done) throw new Error(`No answer to "${prompt.trim()}": the input ended.`)
      return String(line.value).trim()
    },
    close: () => void lines.return?.(),
  }
}

export const questions = (): Questions => (process.stdin.isTTY ? fromTerminal() : fromPipe())
