import type { OperationCall } from '@/collections/customer-endpoint'

import type { ParcelEmailChoices } from '@/domain/delivery/parcel-emails'
import type { Result } from '@/platform/result'
import { changeActingCompany } from './acting-company-change'

/** Sets who is emailed at each moment of the company's parcels (an owner's or admin's choice). */
export const setParcelEmails = ({ req, input }: OperationCall<ParcelEmailChoices>): Promise<Result> =>
  changeActingCompany(
    req,
    { parcelEmails: input },
    {
      notChanged: 'Parcel emails were not changed.',
      notAllowed: 'Only an owner or admin of your company can change who gets parcel emails.',
    },
  )
