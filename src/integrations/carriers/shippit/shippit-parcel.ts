import type { Parcel } from '@/domain/delivery/parcel'

/** A parcel as Shippit's quotes and orders take it: one item, weight in kilograms, measurements in metres (height is its "depth"). */
export const shippitParcel = ({ weightGrams, lengthCm, widthCm, heightCm }: Parcel) => ({
  qty: 1,
  weight: weightGrams / 1000,
  length: lengthCm / 100,
  width: widthCm / 100,
  depth: heightCm / 100,
})
