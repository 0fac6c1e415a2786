import { palette } from './palette'
import type { PageContent, SuccessContent } from './types'

export const pages: PageContent = {
  storefront: {
    heading: 'Merch your team will actually keep',
    subheading:
      'Custom apparel, drinkware, bags and tech, decorated in Melbourne and delivered Australia-wide. See bulk prices up front and get a free digital proof within one business day.',
    heroBanner: { shapes: ['hoodie', 'bottle', 'cap'], colours: [palette['Forest Green'], palette.Coral, palette.Navy] },
  },
  start: {
    heading: 'How ordering works',
    steps: [
      {
        heading: 'Pick your products',
        text: 'Browse the range, choose colours and quantities, and add them to your enquiry. Prices drop automatically at each quantity break.',
      },
      {
        heading: 'Send us your logo',
        text: 'Upload your artwork in any format. Our designers check it, suggest the best decoration method and prepare a digital proof.',
      },
      {
        heading: 'Approve your proof',
        text: 'You’ll get a mock-up of every item within one business day. Request changes as often as you like; production starts only when you approve.',
      },
      {
        heading: 'We make and deliver',
        text: 'Most orders are decorated and dispatched in 10 business days, delivered to one address or packed and shipped to each person.',
      },
    ],
    bookCallUrl: '/start#book-a-call',
  },
  submitEnquiry: {
    beforeSubmit: {
      heading: 'Tell us about your order',
      tip: {
        heading: 'Not sure about quantities yet?',
        body: 'Give us your best estimate. We’ll quote the nearest price break and you can change quantities right up until you approve your proof.',
      },
    },
    afterSubmit: {
      heading: 'Thanks, your enquiry is in',
      body: 'A member of our team will review your products and artwork and send a digital proof and firm quote within one business day.',
      tip: {
        heading: 'Have a deadline?',
        body: 'If you need your order for a specific date, book a quick call and we’ll plan production back from your event.',
      },
      bookCallUrl: '/start#book-a-call',
    },
  },
}

export const successContent: SuccessContent = {
  card: {
    heading: 'Payment received, thank you',
    body: 'Your order is confirmed and a tax invoice marked as paid is on its way to your inbox.',
    whatsNext:
      'Our studio will book your order into production and email tracking details as soon as it ships. Most orders are dispatched within 10 business days of proof approval.',
  },
  invoice: {
    heading: 'Order placed, invoice on its way',
    body: 'We’ve emailed a tax invoice with our bank details. Payment is due within 14 days, or before dispatch for first-time customers.',
    whatsNext:
      'Production starts as soon as you approve your proof, so there’s no delay while your accounts team processes the invoice. We’ll send tracking details when your order ships.',
  },
}
