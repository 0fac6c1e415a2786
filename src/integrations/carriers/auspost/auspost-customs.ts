// An international item's customs declaration as Australia Post's "Create shipments" (POST
// /shipping/v1/shipments) takes it on the item: its classification, whether it has commercial
// value, and up to 20 `item_contents`, each what it is, how many, its value (AUD), its HS tariff
// code, where it was made and its weight (kg).
import type { CustomsDeclaration } from '@/domain/delivery/customs'

import { recipientIdOf } from '../customs-declared'

/** Australia Post's limit on a content's description: a longer product title is cut rather than the label refused. */
const DESCRIPTION_MAX = 40

export function ausPostCustoms(customs: CustomsDeclaration) {
  const recipientId = recipientIdOf(customs)
  return {
    // Company swag is given away, not sold: a gift, and of no commercial value ("goods for resale").
    classification_type: 'GIFT',
    commercial_value: false,
    // Unconfirmed as the place for the recipient's tax ID: the documentation's international example
    // carries `import_reference_number` on the item, its only field for a number the importer is known by.
    ...(recipientId ? { import_reference_number: recipientId } : {}),
    item_contents: customs.lines.map((line) => ({
      description: line.description.slice(0, DESCRIPTION_MAX),
      quantity: line.quantity,
      // "The value … of this described content": all its units, as a customs form's line declares it.
      value: (line.quantity * line.unitValueCents) / 100,
      tariff_code: line.hsCode,
      country_of_origin: line.originCountry,
      weight: (line.quantity * line.unitWeightGrams) / 1000,
    })),
  }
}
