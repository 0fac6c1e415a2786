import { defineProduct } from './define-product'

const headwear = { category: 'headwear' } as const

export const headwearProducts = [
  defineProduct({
    ...headwear,
    slug: 'six-panel-cap',
    title: 'Six-panel Cap',
    shape: 'cap',
    breaks: [
      [25, 1450],
      [50, 1290],
      [100, 1090],
      [250, 950],
      [500, 870],
    ],
    customisationTags: ['embroidery', 'heat-transfer'],
    description:
      'A structured six-panel cap in brushed cotton twill with a pre-curved peak. The firm front panel shows off embroidery beautifully, and the metal buckle strap adjusts to fit most heads.',
    keyFeatures: [
      { heading: 'Brushed cotton twill', body: 'Soft to touch and tough enough for daily wear.' },
      { heading: 'Structured front', body: 'Buckram-backed panels keep the logo area smooth and upright.' },
      { heading: 'Adjustable strap', body: 'Antique brass buckle fits heads from 54 to 61 cm.' },
    ],
    colours: ['Navy', 'Black', 'White', 'Red', 'Forest Green', 'Stone'],
    featured: true,
  }),
  defineProduct({
    ...headwear,
    slug: 'trucker-cap',
    title: 'Trucker Cap',
    shape: 'cap',
    breaks: [
      [25, 1590],
      [50, 1390],
      [100, 1190],
      [250, 1050],
    ],
    customisationTags: ['embroidery', 'woven-label'],
    description:
      'A high-crown foam-front trucker with breathable mesh at the back and a snapback closure. Perfect for woven patches and bold embroidery at festivals, field days and trade stands.',
    keyFeatures: [
      { heading: 'Mesh back', body: 'Keeps heads cool through long days outdoors.' },
      { heading: 'Snapback closure', body: 'One size fits most, with no fiddly sizing.' },
      { heading: 'Patch-ready front', body: 'A tall front panel suits woven and embroidered patches.' },
    ],
    colours: ['Black', 'Navy', 'Charcoal', 'Olive'],
  }),
  defineProduct({
    ...headwear,
    slug: 'washed-dad-cap',
    title: 'Washed Cotton Dad Cap',
    shape: 'cap',
    breaks: [
      [25, 1690],
      [50, 1490],
      [100, 1290],
    ],
    customisationTags: ['embroidery'],
    description:
      'An unstructured, garment-washed cap with a low profile and a lived-in look from day one. Small tonal embroidery looks especially good on it.',
    keyFeatures: [
      { heading: 'Garment washed', body: 'Broken-in feel and soft, faded colour.' },
      { heading: 'Low profile', body: 'Unstructured crown that sits close to the head.' },
      { heading: 'Cotton strap', body: 'Self-fabric strap with a brass slide buckle.' },
    ],
    colours: ['Stone', 'Navy', 'Eucalyptus', 'Black'],
  }),
  defineProduct({
    ...headwear,
    slug: 'five-panel-camper-cap',
    title: 'Five-panel Camper Cap',
    shape: 'cap',
    breaks: [
      [25, 1890],
      [50, 1690],
      [100, 1490],
    ],
    customisationTags: ['woven-label', 'embroidery', 'screen-print'],
    description:
      'A flat-peak camper cap in nylon ripstop, light enough to fold into a pocket. Its seamless front panel is ideal for a woven label or a small screen print.',
    keyFeatures: [
      { heading: 'Nylon ripstop', body: 'Lightweight, quick-drying and water resistant.' },
      { heading: 'Seamless front', body: 'One clean panel for your branding.' },
      { heading: 'Packable', body: 'Soft construction that won’t crush out of shape.' },
    ],
    colours: ['Black', 'Olive', 'Sand', 'Navy'],
  }),
  defineProduct({
    ...headwear,
    slug: 'pom-pom-beanie',
    title: 'Pom-pom Beanie',
    shape: 'beanie',
    breaks: [
      [25, 1650],
      [50, 1450],
      [100, 1250],
      [250, 1090],
    ],
    customisationTags: ['woven-label', 'embroidery'],
    description:
      'A chunky cuffed knit with a generous pom-pom, made for winter sports clubs and chilly outdoor events. Add a woven label to the cuff for a retail-quality finish.',
    keyFeatures: [
      { heading: 'Double-layer cuff', body: 'Extra warmth over the ears and a neat spot for your label.' },
      { heading: 'Chunky rib knit', body: 'Soft acrylic that stretches to fit without itching.' },
      { heading: 'Matching pom-pom', body: 'Firmly stitched so it survives the wash.' },
    ],
    colours: ['Navy', 'Charcoal', 'Mustard', 'Cream'],
  }),
  defineProduct({
    ...headwear,
    slug: 'fisherman-beanie',
    title: 'Fisherman Beanie',
    shape: 'beanie',
    breaks: [
      [25, 1490],
      [50, 1290],
      [100, 1120],
      [250, 990],
    ],
    customisationTags: ['woven-label', 'embroidery'],
    description:
      'A short, close-fitting rib beanie that sits above the ears for a clean modern look. It’s a wardrobe staple that people wear well beyond the event it came from.',
    keyFeatures: [
      { heading: 'Shallow fit', body: 'Sits high on the head with a turned-up cuff.' },
      { heading: 'Fine rib knit', body: 'Smooth surface for small, detailed embroidery.' },
      { heading: 'One size', body: 'Stretches comfortably to fit adults.' },
    ],
    colours: ['Black', 'Ochre', 'Forest Green', 'Navy', 'Heather Grey'],
  }),
  defineProduct({
    ...headwear,
    slug: 'merino-rib-beanie',
    title: 'Merino Rib Beanie',
    shape: 'beanie',
    breaks: [
      [25, 2890],
      [50, 2590],
      [100, 2290],
    ],
    customisationTags: ['woven-label'],
    description:
      'A premium beanie knitted from soft Australian merino that regulates temperature and resists odour. It’s a thoughtful end-of-year gift that feels nothing like typical promo gear.',
    keyFeatures: [
      { heading: 'Australian merino', body: 'Fine, non-itch wool that stays warm when damp.' },
      { heading: 'Naturally odour resistant', body: 'Needs washing far less often than synthetics.' },
      { heading: 'Woven label finish', body: 'A discreet branded label sewn into the cuff.' },
    ],
    colours: ['Charcoal', 'Navy', 'Olive'],
  }),
]
