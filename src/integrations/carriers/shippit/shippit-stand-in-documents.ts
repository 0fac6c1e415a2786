// Shippit's paper as its stand-in draws it: A6 labels and manifests.
import { PageSizes } from 'pdf-lib'

import { standInDocument } from '../stand-in-paper'

const a6Pdf = (lines: string[]) => standInDocument(PageSizes.A6, [['Shippit', 20], ...lines.map((line): [string, number] => [line, 11])])

export const shippitLabelPdf = ({ serviceName, trackingNumber, reference }: { serviceName: string; trackingNumber: string; reference: string }) =>
  a6Pdf([serviceName, `Tracking number: ${trackingNumber}`, `Reference: ${reference}`])

export const shippitManifestPdf = ({ manifestId, courier, trackingNumbers }: { manifestId: string; courier: string; trackingNumbers: string[] }) =>
  a6Pdf([`Manifest ${manifestId}`, `Courier: ${courier}`, `${trackingNumbers.length} orders:`, ...trackingNumbers])
