import { defineProduct } from './define-product'

const garment = { category: 'apparel', hasSizing: true } as const

export const apparelProducts = [
  defineProduct({
    ...garment,
    slug: 'classic-cotton-tee',
    title: 'Classic Cotton Tee',
    shape: 'tshirt',
    breaks: [
      [25, 1850],
      [50, 1620],
      [100, 1450],
      [250, 1290],
      [500, 1190],
    ],
    customisationTags: ['screen-print', 'embroidery', 'heat-transfer'],
    description:
      'Our best-selling crew neck in 180 gsm combed cotton, cut for a modern regular fit that suits almost everyone. It takes a crisp screen print and holds its shape wash after wash, so it works just as well for staff uniforms as for event giveaways.',
    keyFeatures: [
      { heading: '180 gsm combed cotton', body: 'Soft, breathable and heavy enough that prints don’t show through.' },
      { heading: 'Pre-shrunk', body: 'Keeps its size after the first hot wash, so the fit you order is the fit you keep.' },
      { heading: 'Taped neck seam', body: 'Stops the collar stretching out and keeps the tee looking sharp for longer.' },
    ],
    colours: ['White', 'Black', 'Navy', 'Heather Grey', 'Forest Green', 'Sand'],
    featured: true,
  }),
  defineProduct({
    ...garment,
    slug: 'heavyweight-tee',
    title: 'Heavyweight Boxy Tee',
    shape: 'tshirt',
    breaks: [
      [25, 2450],
      [50, 2190],
      [100, 1950],
      [250, 1790],
    ],
    customisationTags: ['screen-print', 'embroidery'],
    description:
      'A 240 gsm streetwear-weight tee with a relaxed, boxy cut and dropped shoulders. It’s the one people keep wearing on weekends, which is exactly where you want your logo to be seen.',
    keyFeatures: [
      { heading: '240 gsm cotton', body: 'Dense, structured fabric with a premium hand feel.' },
      { heading: 'Boxy fit', body: 'Dropped shoulders and a slightly cropped body for a contemporary silhouette.' },
      { heading: 'Ribbed collar', body: 'A thick 2 cm rib that sits flat and keeps its shape.' },
    ],
    colours: ['Black', 'Stone', 'Olive', 'Navy'],
  }),
  defineProduct({
    ...garment,
    slug: 'performance-sport-tee',
    title: 'Performance Sport Tee',
    shape: 'tshirt',
    breaks: [
      [25, 2150],
      [100, 1790],
      [250, 1590],
      [500, 1450],
    ],
    customisationTags: ['heat-transfer', 'screen-print'],
    description:
      'A lightweight moisture-wicking tee for fun runs, sports clubs and team challenges. Quick-dry recycled polyester keeps wearers cool, and heat-transfer numbers or names can be added per shirt.',
    keyFeatures: [
      { heading: 'Moisture wicking', body: 'Draws sweat away from the skin and dries fast between sessions.' },
      { heading: 'Recycled polyester', body: 'Made from post-consumer plastic bottles.' },
      { heading: 'UPF 30+', body: 'Rated sun protection for outdoor events.' },
    ],
    colours: ['Black', 'Royal Blue', 'Red', 'White'],
  }),
  defineProduct({
    ...garment,
    slug: 'heavyweight-hoodie',
    title: 'Heavyweight Hoodie',
    shape: 'hoodie',
    breaks: [
      [20, 5490],
      [50, 4890],
      [100, 4450],
      [250, 3990],
    ],
    customisationTags: ['embroidery', 'screen-print'],
    description:
      'A 380 gsm brushed-fleece pullover hoodie with a double-lined hood and kangaroo pocket. It’s the piece of team merch people actually fight over, and it looks great with a tonal embroidered logo.',
    keyFeatures: [
      { heading: '380 gsm brushed fleece', body: 'Cotton-rich and warm, with a soft brushed interior.' },
      { heading: 'Double-lined hood', body: 'Holds its shape and comes with flat cotton drawcords.' },
      { heading: 'Ribbed cuffs and hem', body: 'Keeps the fit neat and the warmth in.' },
      { heading: 'Embroidery-ready', body: 'Fabric weight supports dense stitching without puckering.' },
    ],
    colours: ['Black', 'Navy', 'Charcoal', 'Forest Green', 'Sand'],
    featured: true,
  }),
  defineProduct({
    ...garment,
    slug: 'quarter-zip-fleece',
    title: 'Quarter-zip Fleece',
    shape: 'jacket',
    breaks: [
      [20, 4890],
      [50, 4390],
      [100, 3950],
    ],
    customisationTags: ['embroidery'],
    description:
      'A smart anti-pill microfleece pullover that layers over a polo on cool mornings. The stand collar and quarter zip make it a favourite for site teams and client-facing staff.',
    keyFeatures: [
      { heading: 'Anti-pill microfleece', body: 'Stays smooth and professional after repeated washing.' },
      { heading: 'Stand collar', body: 'Blocks the wind without a scarf.' },
      { heading: 'Left-chest embroidery', body: 'Placed and digitised by our in-house team.' },
    ],
    colours: ['Navy', 'Charcoal', 'Black'],
  }),
  defineProduct({
    ...garment,
    slug: 'pique-cotton-polo',
    title: 'Piqué Cotton Polo',
    shape: 'polo',
    breaks: [
      [25, 2890],
      [50, 2590],
      [100, 2350],
      [250, 2150],
    ],
    customisationTags: ['embroidery'],
    description:
      'A classic three-button polo in breathable cotton piqué, ideal for front-of-house, trade shows and uniforms. The flat-knit collar and cuffs stay crisp through commercial laundering.',
    keyFeatures: [
      { heading: '210 gsm cotton piqué', body: 'Textured knit that breathes on warm days.' },
      { heading: 'Flat-knit collar', body: 'Won’t curl, even after dozens of washes.' },
      { heading: 'Side vents', body: 'A neat finish whether it’s tucked in or worn out.' },
    ],
    colours: ['White', 'Navy', 'Black', 'Red', 'Royal Blue'],
  }),
  defineProduct({
    ...garment,
    slug: 'performance-polo',
    title: 'Performance Polo',
    shape: 'polo',
    breaks: [
      [25, 3250],
      [50, 2950],
      [100, 2690],
    ],
    customisationTags: ['embroidery', 'heat-transfer'],
    description:
      'A technical polo with a cool-touch finish for golf days, sales teams and anyone on their feet all day. It wicks moisture, resists creasing and packs into a carry-on without complaint.',
    keyFeatures: [
      { heading: 'Cool-touch fabric', body: 'Feels fresh against the skin in Australian summers.' },
      { heading: 'Crease resistant', body: 'Looks ironed straight out of the suitcase.' },
      { heading: 'Snag resistant', body: 'A tight knit that stands up to lanyard clips and backpack straps.' },
    ],
    colours: ['Black', 'Navy', 'Charcoal', 'Sky Blue'],
  }),
  defineProduct({
    ...garment,
    slug: 'softshell-jacket',
    title: 'Softshell Jacket',
    shape: 'jacket',
    breaks: [
      [10, 8990],
      [25, 7990],
      [50, 7290],
      [100, 6690],
    ],
    customisationTags: ['embroidery', 'heat-transfer'],
    description:
      'A three-layer softshell with a water-resistant face, windproof membrane and warm microfleece lining. It’s a uniform piece that doubles as a genuinely useful everyday jacket.',
    keyFeatures: [
      { heading: 'Water resistant', body: 'DWR-coated face sheds light showers.' },
      { heading: 'Windproof membrane', body: 'Keeps the chill out on exposed sites and sidelines.' },
      { heading: 'Zipped pockets', body: 'Two hand pockets and a chest pocket keep phones and keys secure.' },
    ],
    colours: ['Black', 'Navy', 'Charcoal'],
  }),
  defineProduct({
    ...garment,
    slug: 'lightweight-puffer-jacket',
    title: 'Lightweight Puffer Jacket',
    shape: 'jacket',
    breaks: [
      [10, 10990],
      [25, 9890],
      [50, 8990],
    ],
    customisationTags: ['embroidery', 'heat-transfer'],
    description:
      'A packable puffer with recycled synthetic insulation that stays warm even when damp. It folds into its own pocket for travel and conference trips.',
    keyFeatures: [
      { heading: 'Recycled insulation', body: 'Synthetic fill that keeps its loft in wet weather.' },
      { heading: 'Packable', body: 'Stows into its own zipped pocket.' },
      { heading: 'Heat-transfer friendly', body: 'Low-temperature transfers protect the shell fabric.' },
    ],
    colours: ['Black', 'Navy', 'Olive'],
    draft: true,
  }),
]
