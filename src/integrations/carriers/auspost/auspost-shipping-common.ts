// What Australia Post's price, shipment and order requests share: the parcel as the API's item,
// and the CarrierError every one of them throws.
import type { Parcel } from '@/domain/delivery/parcel'

import { CarrierError } from '../carrier-adapter'
import type { ProblemToError } from './auspost-request'

export const carrierError: ProblemToError = ({ message, status, failure, addressProblem }) =>
  new CarrierError(message, 'auspost', status, failure, addressProblem)

/** The parcel as one item of a price or shipment request: centimetres, and kilograms (the API's weight unit). */
export const ausPostItem = (parcel: Parcel) => ({
  length: parcel.lengthCm,
  width: parcel.widthCm,
  height: parcel.heightCm,
  weight: parcel.weightGrams / 1000,
})
