import { palette } from './palette'
import type { Collection } from './types'

export const collections: Collection[] = [
  {
    slug: 'new-starter-kit',
    title: 'New Starter Kit',
    description: {
      short: 'Everything a new team member needs to feel at home on day one.',
      long: 'Make a great first impression with a welcome pack people actually use. We’ve picked the pieces new starters reach for every day — a tee and hoodie for casual Fridays, a bottle and mug for the desk, and a notebook, pen and backpack for the first week of meetings. Order a kit per person and we’ll pack, label and ship each one to the new starter’s door.',
    },
    products: [
      'classic-cotton-tee',
      'heavyweight-hoodie',
      'six-panel-cap',
      'insulated-bottle-750',
      'ceramic-cafe-mug',
      'a5-linen-notebook',
      'metal-click-pen',
      'laptop-backpack',
    ],
    banner: { shapes: ['hoodie', 'bottle', 'notebook'], colours: [palette.Navy, palette['Forest Green'], palette.Sand] },
  },
  {
    slug: 'conference-essentials',
    title: 'Conference Essentials',
    description: {
      short: 'Lanyards, totes and desk essentials for events that delegates remember.',
      long: 'From registration desk to closing drinks, this collection covers the branded basics every event needs. Printed lanyards and totes for arrival, notebooks and pens for the sessions, and a slim power bank and coffee cup for the long days in between. Tell us your event date and we’ll build the production schedule back from it.',
    },
    products: [
      'printed-lanyard',
      'cotton-canvas-tote',
      'a5-hardcover-notebook',
      'a6-pocket-notebook',
      'metal-click-pen',
      'slim-power-bank-5000',
      'travel-coffee-cup',
      'die-cut-vinyl-stickers',
    ],
    banner: { shapes: ['tote', 'lanyard', 'power-bank'], colours: [palette.Natural, palette['Royal Blue'], palette.Black] },
  },
  {
    slug: 'sustainable-swag',
    title: 'Sustainable Swag',
    description: {
      short: 'Organic, recycled and plant-based merchandise with a lighter footprint.',
      long: 'Swag doesn’t have to end up in landfill. Every item here is made from organic, recycled or rapidly renewable materials and chosen to be used for years. We decorate with water-based inks and laser engraving wherever we can, and ship in plastic-free packaging.',
    },
    products: [
      'organic-cotton-tee',
      'recycled-fleece-hoodie',
      'recycled-cotton-tote',
      'jute-market-bag',
      'bamboo-pen',
      'recycled-kraft-notebook',
      'bamboo-wireless-charger',
      'reusable-coffee-cup',
      'compostable-phone-case',
    ],
    banner: { shapes: ['tshirt', 'tote', 'tumbler'], colours: [palette.Eucalyptus, palette.Natural, palette.Sand] },
  },
]
