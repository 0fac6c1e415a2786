import { defineProduct } from './define-product'

const stationery = { category: 'stationery' } as const

export const stationeryProducts = [
  defineProduct({
    ...stationery,
    slug: 'a5-linen-notebook',
    title: 'A5 Linen Notebook',
    shape: 'notebook',
    breaks: [
      [25, 1690],
      [50, 1490],
      [100, 1290],
      [250, 1150],
    ],
    customisationTags: ['debossing', 'pad-print'],
    description:
      'A lay-flat hardcover notebook wrapped in textured linen, with 192 pages of 100 gsm dotted paper. A blind-debossed logo gives it a quietly premium finish.',
    keyFeatures: [
      { heading: 'Linen cover', body: 'Tactile, durable and takes a deep deboss.' },
      { heading: '100 gsm dotted paper', body: 'Fountain-pen friendly with minimal ghosting.' },
      { heading: 'Lay-flat binding', body: 'Opens fully flat for easy note-taking.' },
      { heading: 'Elastic and ribbon', body: 'Keeps pages closed and your place marked.' },
    ],
    colours: ['Navy', 'Charcoal', 'Sand', 'Forest Green', 'Coral'],
    featured: true,
  }),
  defineProduct({
    ...stationery,
    slug: 'a5-hardcover-notebook',
    title: 'A5 Hardcover Notebook',
    shape: 'notebook',
    breaks: [
      [25, 1290],
      [50, 1120],
      [100, 990],
      [250, 870],
      [500, 790],
    ],
    customisationTags: ['debossing', 'full-colour-print'],
    description:
      'A soft-touch hardcover notebook with lined 80 gsm pages, an elastic closure and a back pocket. It’s the dependable everyday notebook for conference packs and onboarding kits.',
    keyFeatures: [
      { heading: 'Soft-touch cover', body: 'Velvety finish that resists scuffs.' },
      { heading: '160 lined pages', body: 'Smooth 80 gsm paper for everyday notes.' },
      { heading: 'Back pocket', body: 'Holds business cards and receipts.' },
    ],
    colours: ['Black', 'Navy', 'Red', 'Royal Blue', 'Charcoal'],
  }),
  defineProduct({
    ...stationery,
    slug: 'a6-pocket-notebook',
    title: 'A6 Pocket Notebook',
    shape: 'notebook',
    breaks: [
      [50, 690],
      [100, 590],
      [250, 510],
      [500, 450],
    ],
    customisationTags: ['pad-print', 'full-colour-print'],
    description:
      'A slim A6 notebook that slips into a jacket pocket or conference satchel. It’s sold as part of our Conference Essentials kit rather than on its own.',
    keyFeatures: [
      { heading: 'Pocket sized', body: 'A6 format with rounded corners.' },
      { heading: '96 plain pages', body: 'Quick sketches, names and numbers.' },
      { heading: 'Card cover', body: 'Full-colour printed front and back.' },
    ],
    colours: ['Black', 'Kraft', 'Navy'],
    showOnProductCategory: false,
  }),
  defineProduct({
    ...stationery,
    slug: 'metal-click-pen',
    title: 'Metal Click Pen',
    shape: 'pen',
    breaks: [
      [100, 290],
      [250, 240],
      [500, 210],
      [1000, 185],
    ],
    customisationTags: ['laser-engraving', 'pad-print'],
    description:
      'A weighty aluminium ballpoint with a chrome clip and a smooth German-made refill. Laser engraving reveals a bright silver logo that never rubs off.',
    keyFeatures: [
      { heading: 'Aluminium barrel', body: 'Balanced weight for comfortable writing.' },
      { heading: 'Long-life refill', body: 'Up to 1,200 metres of smooth black ink.' },
      { heading: 'Engraved branding', body: 'Permanent and precise, even for fine logos.' },
    ],
    colours: ['Black', 'Navy', 'Silver', 'Royal Blue', 'Red'],
  }),
  defineProduct({
    ...stationery,
    slug: 'soft-touch-stylus-pen',
    title: 'Soft-touch Stylus Pen',
    shape: 'pen',
    breaks: [
      [100, 390],
      [250, 330],
      [500, 290],
      [1000, 260],
    ],
    customisationTags: ['laser-engraving', 'pad-print'],
    description:
      'A rubberised ballpoint with a capacitive stylus tip for tablets and touchscreens. The soft-touch coating engraves to a clean tonal finish.',
    keyFeatures: [
      { heading: 'Two in one', body: 'Ballpoint pen and touchscreen stylus.' },
      { heading: 'Soft-touch coating', body: 'Comfortable grip that won’t slip.' },
      { heading: 'Tonal engraving', body: 'A subtle, premium look for your logo.' },
    ],
    colours: ['Black', 'Navy', 'Charcoal', 'Forest Green'],
  }),
  defineProduct({
    ...stationery,
    slug: 'budget-click-pen',
    title: 'Budget Click Pen',
    shape: 'pen',
    breaks: [
      [250, 95],
      [500, 79],
      [1000, 65],
      [2500, 55],
    ],
    customisationTags: ['pad-print'],
    description:
      'A reliable plastic click pen for expos, hotels and reception desks. Bright barrels and a one-colour pad print keep the cost per pen tiny.',
    keyFeatures: [
      { heading: 'From 55c each', body: 'Our lowest-cost writing instrument.' },
      { heading: 'Blue ink', body: 'Smooth-flowing 1.0 mm tip.' },
      { heading: 'Bright barrels', body: 'Six colours to match your brand.' },
    ],
    colours: ['White', 'Red', 'Royal Blue', 'Black', 'Forest Green', 'Mustard'],
  }),
  defineProduct({
    ...stationery,
    slug: 'die-cut-vinyl-stickers',
    title: 'Die-cut Vinyl Stickers',
    shape: 'sticker',
    breaks: [
      [100, 120],
      [250, 85],
      [500, 62],
      [1000, 45],
    ],
    customisationTags: ['full-colour-print'],
    description:
      'Waterproof vinyl stickers cut to the exact outline of your artwork. They’re laptop and drink-bottle tough, with a UV laminate that stops fading in the sun.',
    keyFeatures: [
      { heading: 'Cut to shape', body: 'Any outline, with a clean white border.' },
      { heading: 'Waterproof vinyl', body: 'Dishwasher resistant on bottles and tumblers.' },
      { heading: 'UV laminate', body: 'Colours stay bright outdoors for years.' },
    ],
    colours: ['Mustard', 'White', 'Black', 'Coral', 'Sky Blue'],
  }),
  defineProduct({
    ...stationery,
    slug: 'printed-lanyard',
    title: 'Printed Lanyard',
    shape: 'lanyard',
    breaks: [
      [100, 290],
      [250, 230],
      [500, 195],
      [1000, 165],
    ],
    customisationTags: ['dye-sublimation', 'screen-print'],
    description:
      'A 20 mm polyester lanyard printed edge to edge with your logo, finished with a safety breakaway and metal trigger clip. Add a card holder for a ready-to-wear event pass.',
    keyFeatures: [
      { heading: 'Edge-to-edge print', body: 'Dye-sublimated, so colours never crack or peel.' },
      { heading: 'Safety breakaway', body: 'Releases under pressure at the back of the neck.' },
      { heading: 'Trigger clip', body: 'Nickel-plated swivel hook for ID cards and keys.' },
    ],
    colours: ['Navy', 'Black', 'Red', 'Royal Blue', 'Forest Green'],
  }),
]
