// Where the invoice's facts (number, dates, the customer's PO number) sit in the top-right block:
// labels in one column, each value right-aligned after the widest label. A value wider than the
// room left wraps onto more lines, so the longest allowed PO number never runs into its label.

export type Fact = { label: string; value: string }

export type FactBox = {
  /** Where the labels start. */
  left: number
  /** Where the values end. */
  right: number
  /** Room kept between the widest label and any value. */
  gap: number
  labelWidth: (text: string) => number
  valueWidth: (text: string) => number
}

export type FactLine = { text: string; x: number }

export type LaidOutFact = { label: FactLine; values: FactLine[] }

// Break after a separator when one is inside the room, else mid-word: a PO has no spaces to spare.
const LAST_SEPARATOR = /[ \-/._#][^ \-/._#]*$/

/** Splits `text` into lines no wider than `room`, preferring breaks just after separators. */
export function wrapToWidth(text: string, room: number, width: (text: string) => number): string[] {
  const lines: string[] = []
  let rest = text
  while (rest.length > 0 && width(rest) > room) {
    let fits = 1
    while (fits < rest.length && width(rest.slice(0, fits + 1)) <= room) fits += 1
    const head = rest.slice(0, fits)
    const lastSeparator = head.search(LAST_SEPARATOR)
    const cut = lastSeparator > 0 && fits < rest.length ? lastSeparator + 1 : fits
    lines.push(rest.slice(0, cut).trimEnd())
    rest = rest.slice(cut).trimStart()
  }
  if (rest.length > 0) lines.push(rest)
  return lines
}

export function layoutFacts(facts: Fact[], box: FactBox): LaidOutFact[] {
  const valuesFrom = box.left + Math.max(0, ...facts.map((fact) => box.labelWidth(fact.label))) + box.gap
  const room = box.right - valuesFrom
  return facts.map((fact) => ({
    label: { text: fact.label, x: box.left },
    values: wrapToWidth(fact.value, room, box.valueWidth).map((text) => ({ text, x: box.right - box.valueWidth(text) })),
  }))
}
