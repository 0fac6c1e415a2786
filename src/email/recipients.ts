import type { Payload, PayloadRequest } from 'payload'

/** Where staff notices go: the supplier's notification address, else its main address. */
export const staffNotificationAddress = async (payload: Payload, req?: PayloadRequest): Promise<string | null> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { supplier: true }, req })
  return settings.supplier?.staffNotificationEmail || settings.supplier?.email || null
}

/** Each address once, ignoring case and blanks. */
export const distinctAddresses = (addresses: (string | null | undefined)[]): string[] => [
  ...new Set(addresses.filter((a): a is string => Boolean(a)).map((a) => a.toLowerCase())),
]
