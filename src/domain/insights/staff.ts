// The supplier's own figures: how enquiries become paid orders, and how long customers' stock sits.
import { daysApartInSydney, typicalDaysOf } from './elapsed-days'
import { wholePercentOf } from './whole-percent'

/** One enquiry on its way: when it came, when its proposal was first sent and when the project was paid, if yet. */
export type EnquiryPath = { receivedAt: string; proposedAt: string | null; paidAt: string | null }

export type PipelineFigures = {
  received: number
  proposed: number
  paid: number
  /** Of the enquiries received, the whole-percent share that got a proposal, and that were paid. */
  proposedRate: number | null
  paidRate: number | null
  /** Half of those that got there did within this many days: enquiry to proposal, proposal to payment. */
  daysToProposal: number | null
  daysToPayment: number | null
}

/** The enquiries of a period followed to a proposal and to payment, with the share that got there and how fast. */
export function pipelineFigures(paths: readonly EnquiryPath[]): PipelineFigures {
  const proposed = paths.filter((path) => path.proposedAt)
  const paid = proposed.filter((path) => path.paidAt)
  return {
    received: paths.length,
    proposed: proposed.length,
    paid: paid.length,
    proposedRate: wholePercentOf(proposed.length, paths.length),
    paidRate: wholePercentOf(paid.length, paths.length),
    daysToProposal: typicalDaysOf(proposed.map((path) => daysApartInSydney(path.receivedAt, path.proposedAt!))),
    daysToPayment: typicalDaysOf(paid.map((path) => daysApartInSydney(path.proposedAt!, path.paidAt!))),
  }
}

/** One item held for a customer: whose, how many units, and since when. */
export type HeldItem = { company: number; companyName: string; units: number; receivedAt: string }

/** What the warehouse holds for one customer company, and for how long. */
export type CompanyStorage = {
  company: number
  companyName: string
  items: number
  units: number
  /** Days the units have been held, on average over every unit (a big old lot counts more than a small one). */
  averageDays: number
  longestDays: number
}

/** The stock held per customer company, the most units first, as of `now`. */
export function storageByCompany(items: readonly HeldItem[], now: string): CompanyStorage[] {
  const companies = new Map<number, CompanyStorage & { unitDays: number }>()
  for (const item of items) {
    if (item.units <= 0) continue
    const days = daysApartInSydney(item.receivedAt, now)
    const held = companies.get(item.company) ?? {
      company: item.company,
      companyName: item.companyName,
      items: 0,
      units: 0,
      averageDays: 0,
      longestDays: 0,
      unitDays: 0,
    }
    held.items += 1
    held.units += item.units
    held.unitDays += item.units * days
    held.longestDays = Math.max(held.longestDays, days)
    companies.set(item.company, held)
  }
  return [...companies.values()]
    .map(({ unitDays, ...held }) => ({ ...held, averageDays: Math.round(unitDays / held.units) }))
    .sort((a, b) => b.units - a.units || a.companyName.localeCompare(b.companyName))
}
