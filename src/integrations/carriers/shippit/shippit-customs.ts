// An international order's customs declaration as Shippit's orders take it (developer.shippit.com,
// "International orders" and the order schema): a product line per kind of goods with its unit
// price (in `product_currency`), tariff code and origin country, a description of the goods, the
// duties estimated, and the clearance terms: who pays the duties (incoterm), why the goods go
// (export reason) and the recipient's ID.
import type { CustomsDeclaration } from '@/domain/delivery/customs'

import { recipientIdOf } from '../customs-declared'

export function shippitCustoms(customs: CustomsDeclaration) {
  const recipientId = recipientIdOf(customs)
  return {
    // Mandatory on an international order Shippit validates; it may be printed on the label.
    description: customs.lines.map((line) => line.description).join(', '),
    product_currency: 'AUD',
    product_attributes: customs.lines.map((line) => ({
      title: line.description,
      quantity: line.quantity,
      price: line.unitValueCents / 100,
      tariff_code: line.hsCode,
      origin_country_code: line.originCountry,
    })),
    duties: customs.estimatedDutiesCents / 100,
    customs_clearance_attributes: {
      incoterm: customs.dutyTerms,
      // Company swag is given away, not sold.
      export_reason: 'Gift',
      ...(recipientId ? { recipient_id: recipientId } : {}),
    },
  }
}
