import { palette } from './palette'
import type { Category, CustomisationTag, SizingOption } from './taxonomy-shapes'

export const categories = [
  {
    slug: 'apparel',
    title: 'Apparel',
    description: 'Tees, hoodies, polos and jackets your team will actually reach for on a Monday morning.',
    banner: { shapes: ['hoodie', 'tshirt', 'polo'], colours: [palette.Navy, palette.White, palette['Forest Green']] },
  },
  {
    slug: 'headwear',
    title: 'Headwear',
    description: 'Caps and beanies embroidered with your logo, from sun-smart six-panels to chunky winter knits.',
    banner: { shapes: ['cap', 'beanie', 'cap'], colours: [palette.Black, palette.Mustard, palette.Stone] },
  },
  {
    slug: 'drinkware',
    title: 'Drinkware',
    description: 'Mugs, bottles and tumblers that keep your brand on desks, in gym bags and on the school run.',
    banner: { shapes: ['bottle', 'mug', 'tumbler'], colours: [palette['Forest Green'], palette.White, palette.Coral] },
  },
  {
    slug: 'bags',
    title: 'Bags',
    description: 'Totes, backpacks and coolers built to be carried for years, not left in a cupboard.',
    banner: { shapes: ['backpack', 'tote', 'cooler'], colours: [palette.Charcoal, palette.Natural, palette.Navy] },
  },
  {
    slug: 'stationery',
    title: 'Stationery',
    description: 'Notebooks, pens, lanyards and stickers for onboarding packs, events and every meeting in between.',
    banner: { shapes: ['notebook', 'pen', 'sticker'], colours: [palette.Navy, palette.Silver, palette.Mustard] },
  },
  {
    slug: 'tech',
    title: 'Tech',
    description: 'Chargers, power banks and speakers that earn a permanent spot on the desk.',
    banner: { shapes: ['speaker', 'charger', 'power-bank'], colours: [palette.Black, palette.White, palette.Navy] },
  },
  {
    slug: 'outdoor-leisure',
    title: 'Outdoor & Leisure',
    description: 'Umbrellas, towels, socks and coolers for team days, sports clubs and long weekends.',
    banner: { shapes: ['umbrella', 'towel', 'socks'], colours: [palette['Royal Blue'], palette.Mustard, palette.White] },
  },
  {
    slug: 'eco-range',
    title: 'Eco Range',
    description: 'Organic, recycled and plant-based merchandise for teams that care where their swag comes from.',
    banner: { shapes: ['tote', 'tshirt', 'tumbler'], colours: [palette.Natural, palette.Eucalyptus, palette.Sand] },
  },
  {
    slug: 'packaging',
    title: 'Packaging',
    description: 'Branded boxes and seals our team adds to kits and gift packs on a customer’s behalf.',
    internalUse: true,
    banner: { shapes: ['box', 'sticker', 'box'], colours: [palette.Kraft, palette.White, palette.Black] },
  },
] as const satisfies readonly Category[]

export type CategorySlug = (typeof categories)[number]['slug']

export const customisationTags = [
  // Decoration per item and the one-off set-up (screens, digitising, plates), in cents ex GST.
  { slug: 'screen-print', label: 'Screen print', unitPrice: 180, setupFee: 6500 },
  { slug: 'embroidery', label: 'Embroidery', unitPrice: 450, setupFee: 8500 },
  { slug: 'laser-engraving', label: 'Laser engraving', unitPrice: 300, setupFee: 4000 },
  { slug: 'pad-print', label: 'Pad print', unitPrice: 120, setupFee: 5500 },
  { slug: 'full-colour-print', label: 'Full-colour print', unitPrice: 290, setupFee: 0 },
  { slug: 'debossing', label: 'Debossing', unitPrice: 220, setupFee: 9500 },
  { slug: 'woven-label', label: 'Woven label', unitPrice: 350, setupFee: 12000 },
  { slug: 'heat-transfer', label: 'Heat transfer', unitPrice: 240, setupFee: 3500 },
  { slug: 'dye-sublimation', label: 'Dye sublimation', unitPrice: 380, setupFee: 0 },
  { slug: 'knitted-logo', label: 'Knitted-in logo', unitPrice: 250, setupFee: 15000 },
] as const satisfies readonly CustomisationTag[]

export type CustomisationSlug = (typeof customisationTags)[number]['slug']

export const sizingOptions: SizingOption[] = [
  { label: 'Extra Small', shortLabel: 'XS', order: 1 },
  { label: 'Small', shortLabel: 'S', order: 2 },
  { label: 'Medium', shortLabel: 'M', order: 3 },
  { label: 'Large', shortLabel: 'L', order: 4 },
  { label: 'Extra Large', shortLabel: 'XL', order: 5 },
  { label: '2X Large', shortLabel: '2XL', order: 6 },
  { label: '3X Large', shortLabel: '3XL', order: 7 },
]
