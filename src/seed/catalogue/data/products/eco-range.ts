import { defineProduct } from './define-product'

const eco = { category: 'eco-range' } as const

export const ecoRangeProducts = [
  defineProduct({
    ...eco,
    slug: 'organic-cotton-tee',
    title: 'Organic Cotton Tee',
    shape: 'tshirt',
    hasSizing: true,
    breaks: [
      [25, 2290],
      [50, 1990],
      [100, 1790],
      [250, 1590],
      [500, 1450],
    ],
    customisationTags: ['screen-print', 'embroidery'],
    description:
      'A GOTS-certified organic cotton tee made in a Fair Wear audited factory. We print it with water-based inks, so it feels as good as it looks and stays soft wash after wash.',
    keyFeatures: [
      { heading: 'GOTS-certified organic', body: 'Grown without synthetic pesticides or fertilisers.' },
      { heading: 'Water-based inks', body: 'A soft hand feel and no PVC.' },
      { heading: 'Ethically made', body: 'From a Fair Wear Foundation member factory.' },
    ],
    colours: ['White', 'Natural', 'Eucalyptus', 'Black', 'Sand'],
    featured: true,
  }),
  defineProduct({
    ...eco,
    slug: 'recycled-fleece-hoodie',
    title: 'Recycled Fleece Hoodie',
    shape: 'hoodie',
    hasSizing: true,
    breaks: [
      [20, 5990],
      [50, 5390],
      [100, 4890],
    ],
    customisationTags: ['embroidery', 'screen-print'],
    description:
      'A cosy hoodie knitted from organic cotton and recycled polyester recovered from plastic bottles. It has the same heavyweight feel as our classic hoodie with a much lighter footprint.',
    keyFeatures: [
      { heading: 'Recycled content', body: '40% recycled polyester, about 12 bottles per hoodie.' },
      { heading: 'Organic cotton face', body: 'Soft outer that takes prints and embroidery well.' },
      { heading: 'Recycled trims', body: 'Recycled drawcords and a recycled hang tag.' },
    ],
    colours: ['Charcoal', 'Forest Green', 'Sand', 'Navy'],
  }),
  defineProduct({
    ...eco,
    slug: 'recycled-cotton-tote',
    title: 'Recycled Cotton Tote',
    shape: 'tote',
    breaks: [
      [50, 590],
      [100, 490],
      [250, 420],
      [500, 370],
    ],
    customisationTags: ['screen-print', 'heat-transfer'],
    description:
      'A sturdy tote woven from recycled cotton offcuts and recycled polyester, with the soft matte feel of canvas. Giving factory-floor scraps a second life saves thousands of litres of water per hundred bags.',
    keyFeatures: [
      { heading: 'Recycled fibres', body: 'Pre-consumer cotton offcuts blended with recycled PET.' },
      { heading: 'Canvas feel', body: 'Soft, matte weave that prints like new cotton.' },
      { heading: 'Strong seams', body: 'Double-stitched handles carry 12 kg.' },
    ],
    colours: ['Black', 'Navy', 'Eucalyptus', 'Charcoal'],
    featured: true,
  }),
  defineProduct({
    ...eco,
    slug: 'jute-market-bag',
    title: 'Jute Market Bag',
    shape: 'tote',
    breaks: [
      [50, 890],
      [100, 790],
      [250, 690],
    ],
    customisationTags: ['screen-print'],
    description:
      'A natural jute bag with a laminated interior and cotton webbing handles, strong enough for a full farmers’ market haul. Jute is fast-growing and needs little water or fertiliser.',
    keyFeatures: [
      { heading: 'Natural jute', body: 'A rapidly renewable, biodegradable fibre.' },
      { heading: 'Cotton handles', body: 'Soft webbing that won’t cut into hands.' },
      { heading: 'Wipe-clean lining', body: 'Handles damp produce without soaking through.' },
    ],
    colours: ['Jute', 'Natural'],
  }),
  defineProduct({
    ...eco,
    slug: 'bamboo-pen',
    title: 'Bamboo Pen',
    shape: 'pen',
    breaks: [
      [100, 160],
      [250, 135],
      [500, 115],
      [1000, 99],
    ],
    customisationTags: ['laser-engraving'],
    description:
      'A twist-action ballpoint with a barrel of fast-growing bamboo. Laser engraving gives a warm, burnt-in logo that suits natural materials perfectly.',
    keyFeatures: [
      { heading: 'Bamboo barrel', body: 'Renewable and plastic-free.' },
      { heading: 'Laser engraved', body: 'No inks, no plates, no setup waste.' },
      { heading: 'Black ink refill', body: 'Smooth 1.0 mm tip.' },
    ],
    colours: ['Bamboo', 'Dark Bamboo'],
  }),
  defineProduct({
    ...eco,
    slug: 'recycled-kraft-notebook',
    title: 'A5 Recycled Kraft Notebook',
    shape: 'notebook',
    breaks: [
      [50, 790],
      [100, 690],
      [250, 590],
      [500, 520],
    ],
    customisationTags: ['pad-print', 'screen-print'],
    description:
      'A softcover notebook made entirely from recycled paper, with a kraft cover and coloured cloth spine. Simple, honest and a natural fit for sustainability-minded events.',
    keyFeatures: [
      { heading: '100% recycled paper', body: 'Cover and pages from post-consumer waste.' },
      { heading: '120 lined pages', body: 'Unbleached 80 gsm paper.' },
      { heading: 'Coloured spine', body: 'Cloth tape in four colours.' },
    ],
    colours: ['Kraft', 'Forest Green', 'Navy', 'Charcoal'],
  }),
  defineProduct({
    ...eco,
    slug: 'bamboo-wireless-charger',
    title: 'Bamboo Wireless Charger',
    shape: 'charger',
    breaks: [
      [25, 2790],
      [50, 2490],
      [100, 2190],
    ],
    customisationTags: ['laser-engraving'],
    description: 'A 10 W wireless charging pad with a solid bamboo top that looks at home on any desk. The engraved logo has a warm, tactile finish.',
    keyFeatures: [
      { heading: 'Bamboo top', body: 'Each piece has a unique natural grain.' },
      { heading: '10 W Qi charging', body: 'Works with current iPhone and Android phones.' },
      { heading: 'Plastic-free packaging', body: 'Ships in a recycled card box.' },
    ],
    colours: ['Bamboo', 'Dark Bamboo'],
  }),
  defineProduct({
    ...eco,
    slug: 'compostable-phone-case',
    title: 'Compostable Phone Case',
    shape: 'phone-case',
    breaks: [
      [25, 2290],
      [50, 1990],
      [100, 1750],
    ],
    customisationTags: ['pad-print', 'full-colour-print'],
    description:
      'A protective phone case made from plant-based biopolymer and flax straw that breaks down in home compost. It looks and protects like a regular case.',
    keyFeatures: [
      { heading: 'Home compostable', body: 'Breaks down in months, not centuries.' },
      { heading: 'Flax straw blend', body: 'Made with a by-product of flax farming.' },
      { heading: 'Drop protection', body: 'Raised edges protect the screen and camera.' },
    ],
    colours: ['Sand', 'Eucalyptus', 'Black', 'Lilac'],
  }),
  defineProduct({
    ...eco,
    slug: 'reusable-coffee-cup',
    title: 'Reusable Coffee Cup 340 ml',
    shape: 'tumbler',
    breaks: [
      [50, 1390],
      [100, 1190],
      [250, 1050],
    ],
    customisationTags: ['pad-print'],
    description:
      'A lightweight reusable cup made from recycled polypropylene, with a silicone band for a cool grip. Every cup can replace hundreds of single-use cups a year.',
    keyFeatures: [
      { heading: 'Recycled plastic', body: 'Made from recycled polypropylene.' },
      { heading: 'Silicone grip band', body: 'Comfortable to hold with hot coffee.' },
      { heading: 'Recyclable at end of life', body: 'Send it back to us and we’ll recycle it.' },
    ],
    colours: ['Eucalyptus', 'Sand', 'Charcoal', 'Coral'],
  }),
  defineProduct({
    ...eco,
    slug: 'seed-paper-stickers',
    title: 'Seed Paper Stickers',
    shape: 'sticker',
    breaks: [
      [100, 180],
      [250, 140],
      [500, 110],
    ],
    customisationTags: ['full-colour-print'],
    description:
      'Plantable stickers on paper embedded with native wildflower seeds. Peel, use, then plant the backing to grow a little patch of colour.',
    keyFeatures: [
      { heading: 'Native wildflowers', body: 'Seeds chosen to suit Australian gardens.' },
      { heading: 'Plastic-free', body: 'Paper face and plant-based adhesive.' },
      { heading: 'Printed with vegetable inks', body: 'Safe for the soil.' },
    ],
    colours: ['Natural', 'Kraft'],
    draft: true,
  }),
]
