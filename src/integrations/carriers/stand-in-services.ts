import { z } from 'zod'

import { isInternational } from '@/domain/delivery/customs'

/**
 * A delivery service a carrier's local stand-in offers, as a test or a demo sets it: the carrier's
 * code for it, its name, its price (cents AUD including GST) and its business days in transit.
 * An `international` service goes overseas only, any other within Australia only, as a carrier
 * quotes only the products that can reach the destination.
 */
export type StandInService = { code: string; name: string; priceCents: number; businessDays: number; international?: boolean }

/** Services as a demo or a browser test sends them to a stand-in's door. */
export const STAND_IN_SERVICES = z.array(
  z.object({
    code: z.string().min(1),
    name: z.string().min(1),
    priceCents: z.number().int().min(0),
    businessDays: z.number().int().min(0),
    international: z.boolean().optional(),
  }),
)

/** The services that reach `country` (ISO alpha-2; none given is Australia). */
export const servicesTo = <T extends StandInService>(services: readonly T[], country: string | null | undefined): T[] =>
  services.filter((service) => Boolean(service.international) === isInternational(country))
