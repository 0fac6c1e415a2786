import type { Payload } from 'payload'

import type { Enquiry } from '@/payload-types'

import type { SeededCatalogue } from './seeded-catalogue'

type Customer = { id: number; email: string }

/** A submitted enquiry from the demo customer and one from a new visitor, waiting for staff. */
export const seedEnquiries = async (payload: Payload, catalogue: SeededCatalogue, demo: Customer) => {
  const pick = (slug: string, colour = 0) => {
    const product = catalogue.products.get(slug)!
    return { product: product.id, variant: product.variants[colour % product.variants.length]!.id }
  }
  const visitor = await payload.create({
    collection: 'customers',
    data: {
      email: 'mia.chen@brightside.example',
      password: 'not-a-login-' + Date.now(),
      isActive: false,
      phone: { countryCode: 'AU', number: '0400 111 222' },
    },
    disableVerificationEmail: true,
  })
  const enquiries: Omit<Enquiry, 'id' | 'createdAt' | 'updatedAt' | 'type' | 'status'>[] = [
    {
      name: 'My Snazzy Swag',
      customer: demo.id,
      email: demo.email,
      audience: 'Team members',
      quantity: '50 to 100',
      budget: '$50 to $100',
      items: [pick('heavyweight-hoodie'), pick('insulated-bottle-750', 1)],
      notes: 'For our new starters in February. Embroidered logo on the hoodie please.',
      utm: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-2026' },
    },
    {
      name: 'My Fresh Kit',
      customer: visitor.id,
      email: visitor.email,
      phone: { countryCode: 'AU', number: '0400 111 222' },
      audience: 'An event',
      quantity: '250+',
      budget: 'Under $50',
      items: [pick('recycled-cotton-tote', 1), pick('a5-linen-notebook'), pick('bamboo-pen')],
      notes: 'Conference in Melbourne, 400 attendees.',
      utm: { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'conference-swag' },
    },
  ]
  for (const enquiry of enquiries) {
    const created = await payload.create({ collection: 'enquiries', data: { ...enquiry, type: 'wishlist', status: 'pending' }, depth: 0 })
    await payload.update({ collection: 'enquiries', id: created.id, data: { status: 'submitted' }, depth: 0 })
  }
}
