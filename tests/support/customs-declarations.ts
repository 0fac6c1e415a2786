import type { CustomsDeclaration } from '@/domain/delivery/customs'
import type { CarrierAddress } from '@/integrations/carriers/carrier-adapter'

/** A recipient in São Paulo: Brazil asks for their CPF before a parcel clears customs. */
export const brazilRecipient: CarrierAddress = {
  name: 'Ana Souza',
  lines: ['Rua Augusta 1500'],
  suburb: 'SAO PAULO',
  state: 'SP',
  postcode: '01304-001',
  country: 'BR',
  email: 'ana@example.com',
  phone: '+5511999990000',
}

/** Three tees made in China and two mugs made here, duties prepaid, with the recipient's CPF. */
export const brazilDeclaration: CustomsDeclaration = {
  destination: 'BR',
  lines: [
    {
      description: 'Embroidered cotton tee',
      hsCode: '610910',
      originCountry: 'CN',
      quantity: 3,
      unitValueCents: 1250,
      unitWeightGrams: 200,
      category: 'apparel',
    },
    {
      description: 'Ceramic logo mug',
      hsCode: '691200',
      originCountry: 'AU',
      quantity: 2,
      unitValueCents: 900,
      unitWeightGrams: 350,
      category: 'drinkware',
    },
  ],
  dutyTerms: 'DDP',
  estimatedDutiesCents: 1840,
  recipientIds: { cpf: '123.456.789-09' },
}
