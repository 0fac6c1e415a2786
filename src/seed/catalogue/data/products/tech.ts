import { defineProduct } from './define-product'

const tech = { category: 'tech' } as const

export const techProducts = [
  defineProduct({
    ...tech,
    slug: 'wireless-charging-pad',
    title: 'Wireless Charger',
    shape: 'charger',
    breaks: [
      [25, 2490],
      [50, 2190],
      [100, 1890],
      [250, 1650],
    ],
    customisationTags: ['pad-print', 'full-colour-print'],
    description:
      'A slim 15 W Qi wireless charging pad that works with recent iPhone and Android phones. The top surface gives your logo pride of place on every desk it lands on.',
    keyFeatures: [
      { heading: '15 W fast charging', body: 'Qi certified for iPhone and Android.' },
      { heading: 'Soft LED indicator', body: 'Dim enough for bedside tables.' },
      { heading: 'USB-C cable included', body: 'One-metre braided cable in the box.' },
    ],
    colours: ['Black', 'White', 'Navy'],
    featured: true,
  }),
  defineProduct({
    ...tech,
    slug: 'power-bank-10000',
    title: '10,000 mAh Power Bank',
    shape: 'power-bank',
    breaks: [
      [25, 3290],
      [50, 2890],
      [100, 2590],
      [250, 2290],
    ],
    customisationTags: ['pad-print', 'laser-engraving', 'full-colour-print'],
    description:
      'A compact 10,000 mAh battery that tops up a phone two to three times. USB-C in and out plus a USB-A port let it charge two devices at once.',
    keyFeatures: [
      { heading: '10,000 mAh', body: 'Two to three full phone charges.' },
      { heading: '20 W USB-C PD', body: 'Fast-charges phones and small tablets.' },
      { heading: 'LED charge gauge', body: 'Four lights show the remaining power.' },
      { heading: 'Flight friendly', body: 'Well under airline carry-on limits.' },
    ],
    colours: ['Black', 'White', 'Navy', 'Charcoal'],
  }),
  defineProduct({
    ...tech,
    slug: 'slim-power-bank-5000',
    title: 'Slim Power Bank 5,000 mAh',
    shape: 'power-bank',
    breaks: [
      [25, 2290],
      [50, 1990],
      [100, 1750],
    ],
    customisationTags: ['pad-print', 'full-colour-print'],
    description:
      'A credit-card-sized power bank that disappears into a pocket or lanyard pouch. Ideal for conference delegates who spend the day on their phones.',
    keyFeatures: [
      { heading: 'Pocket sized', body: 'Under 1 cm thick and 110 g.' },
      { heading: 'USB-C in and out', body: 'One cable charges both ways.' },
      { heading: 'Full-colour print', body: 'Edge-to-edge branding on the face.' },
    ],
    colours: ['Black', 'White', 'Royal Blue', 'Coral'],
  }),
  defineProduct({
    ...tech,
    slug: 'portable-bluetooth-speaker',
    title: 'Portable Bluetooth Speaker',
    shape: 'speaker',
    breaks: [
      [10, 4990],
      [25, 4490],
      [50, 3990],
      [100, 3590],
    ],
    customisationTags: ['pad-print', 'laser-engraving'],
    description:
      'A 10 W fabric-wrapped speaker with rich sound, ten hours of playtime and a built-in microphone for calls. It’s a premium client gift that lives on the kitchen bench for years.',
    keyFeatures: [
      { heading: '10 W stereo sound', body: 'Twin drivers with passive bass radiators.' },
      { heading: '10 hour battery', body: 'Recharges over USB-C.' },
      { heading: 'Splash resistant', body: 'IPX5 rated for the pool deck and shower.' },
    ],
    colours: ['Black', 'Navy', 'Red', 'Charcoal'],
  }),
  defineProduct({
    ...tech,
    slug: 'waterproof-outdoor-speaker',
    title: 'Waterproof Outdoor Speaker',
    shape: 'speaker',
    breaks: [
      [10, 6990],
      [25, 6290],
      [50, 5690],
    ],
    customisationTags: ['pad-print'],
    description:
      'A rugged IP67 speaker that floats, survives drops and plays for 15 hours. Built for boat days, campsites and the end-of-season team barbecue.',
    keyFeatures: [
      { heading: 'IP67 waterproof', body: 'Dust tight and it floats.' },
      { heading: '15 hour battery', body: 'A full day and night of music.' },
      { heading: 'Pair two', body: 'Link two speakers for stereo sound.' },
    ],
    colours: ['Black', 'Olive', 'Sky Blue'],
  }),
  defineProduct({
    ...tech,
    slug: 'mini-pocket-speaker',
    title: 'Mini Pocket Speaker',
    shape: 'speaker',
    breaks: [
      [25, 2290],
      [50, 1990],
      [100, 1750],
    ],
    customisationTags: ['pad-print'],
    description:
      'A palm-sized 3 W speaker with a lanyard loop, discontinued by the manufacturer. Our Portable Bluetooth Speaker is the closest replacement.',
    keyFeatures: [
      { heading: '3 W speaker', body: 'Surprisingly loud for its size.' },
      { heading: 'Lanyard loop', body: 'Hangs from a bag or a tent.' },
      { heading: '5 hour battery', body: 'Charges over micro USB.' },
    ],
    colours: ['Black', 'Red', 'Sky Blue'],
    status: 'archived',
  }),
  defineProduct({
    ...tech,
    slug: 'printed-phone-case',
    title: 'Printed Phone Case',
    shape: 'phone-case',
    breaks: [
      [25, 1890],
      [50, 1590],
      [100, 1390],
    ],
    customisationTags: ['full-colour-print'],
    description:
      'A slim snap-on case printed in full colour with your artwork, available for current iPhone and Samsung models. Mixed models can be combined within one order.',
    keyFeatures: [
      { heading: 'Mix models', body: 'Choose the model for each case at no extra cost.' },
      { heading: 'Scratch-resistant print', body: 'UV-cured inks with a gloss coat.' },
      { heading: 'Wireless charging', body: 'Thin enough to charge without removing.' },
    ],
    colours: ['Black', 'White', 'Navy', 'Lilac'],
  }),
  defineProduct({
    ...tech,
    slug: 'shockproof-phone-case',
    title: 'Shockproof Phone Case',
    shape: 'phone-case',
    breaks: [
      [25, 2690],
      [50, 2390],
      [100, 2090],
    ],
    customisationTags: ['pad-print', 'laser-engraving'],
    description:
      'A tough dual-layer case with raised edges and air-cushioned corners, tested to 2 metre drops. A practical pick for field teams, couriers and site crews.',
    keyFeatures: [
      { heading: '2 m drop tested', body: 'Air-cushioned corners absorb impact.' },
      { heading: 'Raised lip', body: 'Protects the screen and camera face down.' },
      { heading: 'Grippy sides', body: 'Textured edges that won’t slip from gloved hands.' },
    ],
    colours: ['Black', 'Charcoal', 'Navy'],
  }),
]
