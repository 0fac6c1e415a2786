import { defineProduct } from './define-product'

const outdoor = { category: 'outdoor-leisure' } as const

export const outdoorLeisureProducts = [
  defineProduct({
    ...outdoor,
    slug: 'golf-umbrella',
    title: '30-inch Golf Umbrella',
    shape: 'umbrella',
    breaks: [
      [12, 3490],
      [25, 3190],
      [50, 2890],
      [100, 2590],
    ],
    customisationTags: ['screen-print', 'full-colour-print'],
    description:
      'A full-size golf umbrella with a wind-vented double canopy and fibreglass ribs that flex instead of snapping. Eight panels give you room to print your logo more than once.',
    keyFeatures: [
      { heading: 'Wind-vented canopy', body: 'Double layer lets gusts through instead of inverting.' },
      { heading: 'Fibreglass frame', body: 'Flexes in strong wind and springs back.' },
      { heading: 'Eight print panels', body: 'Brand one panel or alternate around the canopy.' },
    ],
    colours: ['Navy', 'Black', 'Red', 'Royal Blue', 'White'],
  }),
  defineProduct({
    ...outdoor,
    slug: 'compact-umbrella',
    title: 'Compact Auto-open Umbrella',
    shape: 'umbrella',
    breaks: [
      [25, 1990],
      [50, 1750],
      [100, 1550],
    ],
    customisationTags: ['screen-print'],
    description:
      'A push-button auto-open umbrella that folds down to 28 cm for handbags and glove boxes. Melbourne weather makes this one of our most-used giveaways.',
    keyFeatures: [
      { heading: 'Auto open', body: 'One-handed opening at the push of a button.' },
      { heading: 'Folds to 28 cm', body: 'Fits in a handbag or laptop bag.' },
      { heading: 'Matching sleeve', body: 'Comes with a drawstring cover.' },
    ],
    colours: ['Black', 'Navy', 'Charcoal'],
  }),
  defineProduct({
    ...outdoor,
    slug: 'cotton-beach-towel',
    title: 'Cotton Beach Towel',
    shape: 'towel',
    breaks: [
      [25, 2990],
      [50, 2690],
      [100, 2390],
      [250, 2090],
    ],
    customisationTags: ['embroidery', 'full-colour-print'],
    description:
      'An oversized 100 × 180 cm beach towel in thirsty cotton terry with velour on the printed side. Summer team days and client hampers don’t get more Australian than this.',
    keyFeatures: [
      { heading: 'Oversized', body: '100 × 180 cm, enough to share.' },
      { heading: 'Velour print side', body: 'Holds full-colour prints with sharp detail.' },
      { heading: '450 gsm terry', body: 'Soft, absorbent and quick to dry in the sun.' },
    ],
    colours: ['Navy', 'Sky Blue', 'Coral', 'Mustard'],
  }),
  defineProduct({
    ...outdoor,
    slug: 'microfibre-gym-towel',
    title: 'Microfibre Gym Towel',
    shape: 'towel',
    breaks: [
      [50, 990],
      [100, 850],
      [250, 740],
    ],
    customisationTags: ['dye-sublimation', 'embroidery'],
    description:
      'A compact, fast-drying microfibre towel for the gym, yoga class or sports club. Light enough to live in a bag, and it dries before the next session.',
    keyFeatures: [
      { heading: 'Fast drying', body: 'Microfibre dries three times faster than cotton.' },
      { heading: 'Compact', body: '40 × 80 cm and folds to pocket size.' },
      { heading: 'Hanging loop', body: 'Clips to a bag or hangs in a locker.' },
    ],
    colours: ['Black', 'Royal Blue', 'Charcoal', 'Eucalyptus'],
  }),
  defineProduct({
    ...outdoor,
    slug: 'sport-crew-socks',
    title: 'Sport Crew Socks',
    shape: 'socks',
    hasSizing: true,
    breaks: [
      [50, 990],
      [100, 850],
      [250, 740],
      [500, 650],
    ],
    customisationTags: ['knitted-logo'],
    description:
      'Cushioned crew socks with your logo knitted right into the fabric, so it can’t fade or crack. Sports clubs love them, and so does anyone who wants the comfiest swag in the pack.',
    keyFeatures: [
      { heading: 'Knitted-in logo', body: 'Part of the sock, not printed on top.' },
      { heading: 'Cushioned sole', body: 'Terry footbed for all-day comfort.' },
      { heading: 'Arch support', body: 'Ribbed band that keeps socks from twisting.' },
    ],
    colours: ['White', 'Black', 'Navy'],
  }),
  defineProduct({
    ...outdoor,
    slug: 'merino-hiking-socks',
    title: 'Merino Hiking Socks',
    shape: 'socks',
    hasSizing: true,
    breaks: [
      [25, 2190],
      [50, 1990],
      [100, 1790],
    ],
    customisationTags: ['knitted-logo'],
    description:
      'Warm, breathable merino-blend socks for bushwalks and cold sidelines. A reinforced heel and toe mean they outlast ordinary socks by seasons.',
    keyFeatures: [
      { heading: 'Merino blend', body: 'Wicks moisture and resists odour.' },
      { heading: 'Reinforced heel and toe', body: 'Extra nylon where wear is highest.' },
      { heading: 'Seamless toe', body: 'No rubbing on long walks.' },
    ],
    colours: ['Charcoal', 'Olive', 'Navy'],
  }),
  defineProduct({
    ...outdoor,
    slug: 'picnic-cooler-bag',
    title: 'Picnic Cooler Bag 24-can',
    shape: 'cooler',
    breaks: [
      [10, 4290],
      [25, 3790],
      [50, 3390],
    ],
    customisationTags: ['screen-print', 'embroidery'],
    description:
      'A big 24-can soft cooler with thick foam insulation, a zip-top lid and a padded shoulder strap. Made for team picnics, cricket days and a long weekend away.',
    keyFeatures: [
      { heading: 'Holds 24 cans', body: 'Plus ice, with room for snacks on top.' },
      { heading: 'Thick foam walls', body: 'Keeps contents cold for up to 24 hours.' },
      { heading: 'Padded strap', body: 'Comfortable to carry when it’s fully loaded.' },
    ],
    colours: ['Navy', 'Forest Green', 'Charcoal'],
  }),
]
