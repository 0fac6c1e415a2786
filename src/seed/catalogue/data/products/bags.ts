import { defineProduct } from './define-product'

const bag = { category: 'bags' } as const

export const bagProducts = [
  defineProduct({
    ...bag,
    slug: 'cotton-canvas-tote',
    title: 'Cotton Canvas Tote',
    shape: 'tote',
    breaks: [
      [50, 690],
      [100, 590],
      [250, 490],
      [500, 430],
    ],
    customisationTags: ['screen-print', 'heat-transfer'],
    description:
      'A 280 gsm cotton canvas tote with long handles that sit comfortably on the shoulder. It’s the event bag people keep using for groceries, the beach and the library.',
    keyFeatures: [
      { heading: '280 gsm canvas', body: 'Sturdy enough for a laptop and a water bottle.' },
      { heading: 'Long handles', body: '65 cm handles that fit over a winter coat.' },
      { heading: 'Large print area', body: 'Up to 300 × 300 mm of screen printing.' },
    ],
    colours: ['Natural', 'Black', 'Navy'],
    featured: true,
  }),
  defineProduct({
    ...bag,
    slug: 'gusseted-canvas-tote',
    title: 'Heavy Canvas Tote with Gusset',
    shape: 'tote',
    breaks: [
      [25, 1490],
      [50, 1290],
      [100, 1120],
    ],
    customisationTags: ['screen-print', 'embroidery'],
    description:
      'A structured 400 gsm canvas tote with a 12 cm base gusset and an internal zip pocket. It stands up on its own, so it works as a carry-all for conferences and a retail bag alike.',
    keyFeatures: [
      { heading: '400 gsm canvas', body: 'Heavy, structured fabric that holds its shape.' },
      { heading: 'Base gusset', body: 'Stands upright and fits bulky items.' },
      { heading: 'Zip pocket', body: 'Keeps keys and cards from sinking to the bottom.' },
    ],
    colours: ['Natural', 'Black', 'Olive'],
  }),
  defineProduct({
    ...bag,
    slug: 'non-woven-shopper',
    title: 'Non-woven Shopper',
    shape: 'tote',
    breaks: [
      [100, 290],
      [250, 240],
      [500, 210],
      [1000, 185],
    ],
    customisationTags: ['screen-print'],
    description:
      'A reusable non-woven shopping bag for expos, letterbox drops and retail promotions. It’s the most cost-effective way to put your logo on thousands of shoulders.',
    keyFeatures: [
      { heading: 'Lowest cost per bag', body: 'Designed for high-volume giveaways.' },
      { heading: 'Reinforced handles', body: 'Heat-sealed and stitched for a 10 kg load.' },
      { heading: 'Folds flat', body: 'Light to ship and easy to store.' },
    ],
    colours: ['Royal Blue', 'Red', 'Black', 'Forest Green', 'White'],
  }),
  defineProduct({
    ...bag,
    slug: 'laptop-backpack',
    title: 'Laptop Backpack',
    shape: 'backpack',
    breaks: [
      [10, 5990],
      [25, 5290],
      [50, 4790],
      [100, 4390],
    ],
    customisationTags: ['embroidery', 'heat-transfer'],
    description:
      'A commuter backpack with a padded sleeve for laptops up to 15.6 inches and a quick-access front pocket. Water-resistant fabric and padded straps make it a welcome onboarding gift.',
    keyFeatures: [
      { heading: 'Padded laptop sleeve', body: 'Fits laptops up to 15.6 inches.' },
      { heading: 'Water-resistant fabric', body: 'Recycled polyester with a PU coating.' },
      { heading: 'Luggage strap', body: 'Slides over a suitcase handle for travel days.' },
    ],
    colours: ['Black', 'Charcoal', 'Navy'],
    featured: true,
  }),
  defineProduct({
    ...bag,
    slug: 'roll-top-backpack',
    title: 'Roll-top Backpack',
    shape: 'backpack',
    breaks: [
      [10, 6990],
      [25, 6290],
      [50, 5690],
    ],
    customisationTags: ['heat-transfer', 'embroidery'],
    description:
      'An expandable roll-top pack in weatherproof tarpaulin, ready for bike commutes and rainy conferences. The clip closure adjusts capacity from 20 to 26 litres.',
    keyFeatures: [
      { heading: 'Weatherproof', body: 'Welded seams and a roll-top keep contents dry.' },
      { heading: 'Adjustable capacity', body: 'Expands from 20 to 26 litres.' },
      { heading: 'Reflective trim', body: 'Helps riders stay visible at dusk.' },
    ],
    colours: ['Black', 'Olive', 'Sand'],
  }),
  defineProduct({
    ...bag,
    slug: 'everyday-daypack',
    title: 'Everyday Daypack',
    shape: 'backpack',
    breaks: [
      [25, 2990],
      [50, 2590],
      [100, 2290],
    ],
    customisationTags: ['embroidery', 'screen-print'],
    description:
      'A lightweight 18-litre daypack for school groups, volunteers and team outings. Simple, sturdy and easy to brand on the front pocket.',
    keyFeatures: [
      { heading: '18 litre capacity', body: 'Room for a jacket, lunch and a water bottle.' },
      { heading: 'Mesh side pockets', body: 'Hold a drink bottle on each side.' },
      { heading: 'Front zip pocket', body: 'The perfect spot for an embroidered logo.' },
    ],
    colours: ['Navy', 'Black', 'Red'],
  }),
  defineProduct({
    ...bag,
    slug: 'cooler-bag-12-can',
    title: '12-can Cooler Bag',
    shape: 'cooler',
    breaks: [
      [25, 2490],
      [50, 2190],
      [100, 1890],
      [250, 1690],
    ],
    customisationTags: ['screen-print', 'heat-transfer'],
    description:
      'An insulated cooler that fits twelve cans plus ice, with a wipe-clean leak-resistant lining. The front pocket and adjustable shoulder strap make it a barbecue and team-lunch favourite.',
    keyFeatures: [
      { heading: 'Fits 12 cans', body: 'Plus room for an ice brick.' },
      { heading: 'Leak-resistant lining', body: 'Heat-sealed PEVA that wipes clean.' },
      { heading: 'Shoulder strap', body: 'Adjustable webbing strap with steel D-rings.' },
    ],
    colours: ['Navy', 'Black', 'Charcoal', 'Red'],
  }),
  defineProduct({
    ...bag,
    slug: 'insulated-lunch-bag',
    title: 'Insulated Lunch Bag',
    shape: 'cooler',
    breaks: [
      [50, 1390],
      [100, 1190],
      [250, 1050],
    ],
    customisationTags: ['screen-print'],
    description:
      'A compact insulated lunch bag that keeps meal prep fresh until midday. An easy, practical welcome gift that gets used every workday.',
    keyFeatures: [
      { heading: 'Thermal lining', body: 'Keeps food cool for up to six hours with an ice brick.' },
      { heading: 'Grab handle', body: 'Padded top handle for carrying alongside a laptop bag.' },
      { heading: 'Wipe clean', body: 'Easy to keep fresh.' },
    ],
    colours: ['Black', 'Navy', 'Eucalyptus'],
  }),
]
