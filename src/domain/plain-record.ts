/**
 * An object with named fields, for input whose shape nothing has checked yet (a client's query,
 * a request body, something read back from the browser's storage): arrays and null are not one.
 */
export const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
