// The box a shipment travels in, as a carrier prices it: its weight and outside measurements.

/** What a unit weighs when the warehouse has not weighed it: a boxed mug or a folded tee. */
export const DEFAULT_UNIT_WEIGHT_GRAMS = 300

/** The packaging's own weight, added once per parcel. */
const PACKAGING_GRAMS = 150

export type Parcel = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number }

/**
 * The warehouse's cartons, smallest first, each with the most it holds by weight. A heavier
 * shipment goes in the largest carton: carriers price the weight, and staff split a parcel over
 * 22 kg (the most either carrier takes as one item) before buying its label.
 */
const CARTONS: (Omit<Parcel, 'weightGrams'> & { holdsGrams: number })[] = [
  { lengthCm: 25, widthCm: 18, heightCm: 8, holdsGrams: 1_000 },
  { lengthCm: 31, widthCm: 23, heightCm: 15, holdsGrams: 3_000 },
  { lengthCm: 40, widthCm: 30, heightCm: 20, holdsGrams: 8_000 },
  { lengthCm: 50, widthCm: 40, heightCm: 30, holdsGrams: Infinity },
]

/** The most one parcel may weigh for either carrier. */
export const MAX_PARCEL_GRAMS = 22_000

export type ParcelLine = { quantity: number; unitWeightGrams?: number | null }

/** The parcel for a shipment's lines: their weight (each unit weighed, else the default) in the smallest carton that holds it. */
export function parcelFor(lines: readonly ParcelLine[]): Parcel {
  const goods = lines.reduce((sum, line) => sum + line.quantity * (line.unitWeightGrams || DEFAULT_UNIT_WEIGHT_GRAMS), 0)
  const weightGrams = goods + PACKAGING_GRAMS
  const { holdsGrams: _holds, ...carton } = CARTONS.find((box) => weightGrams <= box.holdsGrams) ?? CARTONS[CARTONS.length - 1]
  return { weightGrams, ...carton }
}
