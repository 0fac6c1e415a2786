import { defineProduct } from './define-product'

// Internal-use category: staff add these to kits and gift packs; the storefront never lists them.
const packaging = { category: 'packaging' } as const

export const packagingProducts = [
  defineProduct({
    ...packaging,
    slug: 'custom-mailer-box',
    title: 'Custom Mailer Box',
    shape: 'box',
    breaks: [
      [100, 390],
      [250, 320],
      [500, 270],
      [1000, 230],
    ],
    customisationTags: ['full-colour-print', 'screen-print'],
    description: 'A tuck-top corrugated mailer sized for welcome kits, printed inside and out. Ships flat and folds together without tape.',
    keyFeatures: [
      { heading: 'Ships flat', body: 'Assembled by our kitting team.' },
      { heading: 'Inside print', body: 'A reveal message when the lid opens.' },
      { heading: 'Recyclable board', body: 'Kerbside recyclable corrugated card.' },
    ],
    colours: ['Kraft', 'White', 'Black'],
  }),
  defineProduct({
    ...packaging,
    slug: 'rigid-gift-box',
    title: 'Rigid Gift Box',
    shape: 'box',
    breaks: [
      [50, 890],
      [100, 790],
      [250, 690],
    ],
    customisationTags: ['debossing', 'full-colour-print'],
    description:
      'A premium two-piece rigid box with a wrapped lid, used for executive gifts and client hampers. Debossed lid, tissue and a fitted insert.',
    keyFeatures: [
      { heading: 'Two-piece rigid', body: 'A heavy greyboard base and lid.' },
      { heading: 'Debossed lid', body: 'Blind or foil deboss.' },
      { heading: 'Custom insert', body: 'Cut to hold the kit contents snugly.' },
    ],
    colours: ['Black', 'White', 'Navy'],
  }),
  defineProduct({
    ...packaging,
    slug: 'branded-seal-stickers',
    title: 'Branded Seal Stickers',
    shape: 'sticker',
    breaks: [
      [250, 45],
      [500, 35],
      [1000, 28],
    ],
    customisationTags: ['full-colour-print'],
    description: 'Round 40 mm seal stickers that close tissue paper and mailer boxes with a branded finish. Supplied on rolls for fast kitting.',
    keyFeatures: [
      { heading: '40 mm round', body: 'Sized to seal tissue and box flaps.' },
      { heading: 'On rolls', body: 'Quick to apply by hand.' },
      { heading: 'Matte paper', body: 'Writable, for personalised notes.' },
    ],
    colours: ['White', 'Kraft', 'Black'],
  }),
]
