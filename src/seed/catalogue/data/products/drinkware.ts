import { defineProduct } from './define-product'

const drinkware = { category: 'drinkware' } as const

export const drinkwareProducts = [
  defineProduct({
    ...drinkware,
    slug: 'ceramic-cafe-mug',
    title: 'Ceramic Café Mug 350 ml',
    shape: 'mug',
    breaks: [
      [36, 890],
      [72, 760],
      [144, 650],
      [288, 570],
      [576, 520],
    ],
    customisationTags: ['full-colour-print', 'pad-print'],
    description:
      'A café-style stoneware mug with a glossy glaze and a comfortable C-handle. Full-colour printing wraps your design right around the body, and it’s dishwasher and microwave safe.',
    keyFeatures: [
      { heading: '350 ml capacity', body: 'A proper flat white, not a thimble.' },
      { heading: 'Dishwasher safe print', body: 'Fired-on decoration that survives daily use.' },
      { heading: 'Packed in 36s', body: 'Shipped in cartons of 36 with dividers, so they arrive intact.' },
    ],
    colours: ['White', 'Black', 'Navy', 'Eucalyptus', 'Coral'],
    featured: true,
  }),
  defineProduct({
    ...drinkware,
    slug: 'latte-mug',
    title: 'Latte Mug 450 ml',
    shape: 'mug',
    breaks: [
      [36, 1090],
      [72, 950],
      [144, 840],
    ],
    customisationTags: ['full-colour-print', 'pad-print'],
    description:
      'A tall, generous mug for big-cup coffee drinkers and long afternoons. Its wide print area is perfect for team slogans or a full-colour illustration.',
    keyFeatures: [
      { heading: '450 ml capacity', body: 'Fits a large latte with room for froth.' },
      { heading: 'Matte glaze', body: 'A soft, modern finish that hides fingerprints.' },
      { heading: 'Wide print area', body: 'Up to 200 × 80 mm of full-colour decoration.' },
    ],
    colours: ['White', 'Black', 'Stone'],
  }),
  defineProduct({
    ...drinkware,
    slug: 'enamel-camp-mug',
    title: 'Enamel Camp Mug 350 ml',
    shape: 'mug',
    breaks: [
      [48, 1190],
      [96, 1050],
      [192, 940],
    ],
    customisationTags: ['screen-print'],
    description:
      'A classic steel enamel mug with a rolled rim, tough enough for campfires and staff retreats. Retired from the range while we change suppliers.',
    keyFeatures: [
      { heading: 'Enamelled steel', body: 'Light, chip-resistant and campfire friendly.' },
      { heading: 'Rolled rim', body: 'Comfortable to drink from and easy to hang.' },
      { heading: 'Single-colour print', body: 'Crisp screen-printed logo on the front.' },
    ],
    colours: ['White', 'Navy', 'Forest Green'],
    status: 'archived',
  }),
  defineProduct({
    ...drinkware,
    slug: 'insulated-bottle-750',
    title: 'Double-wall Insulated Bottle 750 ml',
    shape: 'bottle',
    breaks: [
      [25, 2490],
      [50, 2190],
      [100, 1890],
      [250, 1690],
      [500, 1550],
    ],
    customisationTags: ['laser-engraving', 'full-colour-print', 'pad-print'],
    description:
      'A vacuum-insulated stainless steel bottle that keeps drinks cold for 24 hours or hot for 12. Laser engraving cuts through the powder coat to reveal bright steel, so your logo never wears off.',
    keyFeatures: [
      { heading: '24 h cold, 12 h hot', body: 'Double-wall vacuum insulation with a copper lining.' },
      { heading: 'Leak-proof carry lid', body: 'Screw-top lid with a finger loop for easy carrying.' },
      { heading: 'Powder-coated finish', body: 'Grippy, sweat-free and scratch resistant.' },
      { heading: 'BPA free', body: '18/8 food-grade stainless steel throughout.' },
    ],
    colours: ['Black', 'White', 'Navy', 'Forest Green', 'Coral', 'Sky Blue'],
    featured: true,
  }),
  defineProduct({
    ...drinkware,
    slug: 'insulated-sports-bottle-1000',
    title: 'Insulated Sports Bottle 1 L',
    shape: 'bottle',
    breaks: [
      [25, 2890],
      [50, 2590],
      [100, 2290],
    ],
    customisationTags: ['laser-engraving', 'pad-print'],
    description:
      'A litre of ice-cold water for tradies, coaches and anyone working outdoors. The wide mouth fits ice cubes and a bottle brush, and the loop lid clips onto a bag.',
    keyFeatures: [
      { heading: '1 litre capacity', body: 'Enough for a long shift in the sun.' },
      { heading: 'Wide mouth', body: 'Easy to fill, clean and add ice.' },
      { heading: 'Engraved branding', body: 'Permanent laser-engraved logo.' },
    ],
    colours: ['Black', 'Navy', 'Sand'],
  }),
  defineProduct({
    ...drinkware,
    slug: 'aluminium-sports-bottle',
    title: 'Aluminium Sports Bottle 600 ml',
    shape: 'bottle',
    breaks: [
      [50, 790],
      [100, 690],
      [250, 590],
      [500, 520],
    ],
    customisationTags: ['pad-print', 'laser-engraving'],
    description:
      'A light single-wall aluminium bottle that’s an affordable choice for fun runs, schools and big events. It’s durable, recyclable and quick to brand in bulk.',
    keyFeatures: [
      { heading: 'Lightweight aluminium', body: 'Tough, dent resistant and fully recyclable.' },
      { heading: 'Screw lid with loop', body: 'Clips to a bag or a carabiner.' },
      { heading: 'Budget friendly', body: 'Great value from 50 units.' },
    ],
    colours: ['Silver', 'Red', 'Royal Blue', 'Black'],
  }),
  defineProduct({
    ...drinkware,
    slug: 'insulated-tumbler',
    title: 'Insulated Tumbler with Straw 600 ml',
    shape: 'tumbler',
    breaks: [
      [25, 2290],
      [50, 1990],
      [100, 1790],
      [250, 1590],
    ],
    customisationTags: ['laser-engraving', 'full-colour-print'],
    description:
      'The desk tumbler everyone wants: double-wall steel, a splash-proof lid and a reusable straw. It fits most car cup holders and keeps iced coffee cold well past lunch.',
    keyFeatures: [
      { heading: 'Splash-proof lid', body: 'Press-fit lid with a silicone seal and straw port.' },
      { heading: 'Reusable straw', body: 'Comes with a matching straw and a cleaning brush.' },
      { heading: 'Cup-holder friendly', body: 'Tapered base fits standard car cup holders.' },
    ],
    colours: ['Black', 'White', 'Lilac', 'Eucalyptus', 'Coral'],
    featured: true,
  }),
  defineProduct({
    ...drinkware,
    slug: 'travel-coffee-cup',
    title: 'Travel Coffee Cup 350 ml',
    shape: 'tumbler',
    breaks: [
      [50, 1290],
      [100, 1120],
      [250, 980],
      [500, 890],
    ],
    customisationTags: ['pad-print', 'full-colour-print'],
    description:
      'A barista-standard reusable cup that fits under every café machine. It’s an easy way to cut single-use cups across the office while putting your brand in every coffee line.',
    keyFeatures: [
      { heading: 'Barista standard', body: 'Sized to fit under café group heads.' },
      { heading: 'Sip lid', body: 'Snug-fitting lid that won’t pop off in a bag.' },
      { heading: 'Dishwasher safe', body: 'Top-rack safe, lid included.' },
    ],
    colours: ['Black', 'White', 'Navy', 'Sand'],
  }),
]
