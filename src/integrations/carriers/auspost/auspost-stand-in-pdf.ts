// Australia Post's paper as its stand-in draws it: an A6 label and an A4 order summary.
import { PageSizes } from 'pdf-lib'

import { standInDocument as documentOf } from '../stand-in-paper'

/** An A6 label: Australia Post, the service, the tracking number and our reference. */
export const labelPdf = ({ serviceName, trackingNumber, reference }: { serviceName: string; trackingNumber: string; reference: string }) =>
  documentOf(PageSizes.A6, [
    ['Australia Post', 20],
    [serviceName, 14],
    [`Tracking ${trackingNumber}`, 12],
    [`Reference ${reference}`, 10],
  ])

export type SummaryLine = { trackingNumber: string; serviceName: string; reference: string }

/** An A4 order summary: the order, the account and one line per consignment handed over. */
export const orderSummaryPdf = ({ orderId, accountNumber, consignments }: { orderId: string; accountNumber: string; consignments: SummaryLine[] }) =>
  documentOf(PageSizes.A4, [
    ['Australia Post order summary', 18],
    [`Order ${orderId}, account ${accountNumber}`, 11],
    [`${consignments.length} consignment${consignments.length === 1 ? '' : 's'}`, 11],
    ...consignments.map(({ trackingNumber, serviceName, reference }): [string, number] => [`${trackingNumber}   ${serviceName}   ${reference}`, 10]),
  ])
