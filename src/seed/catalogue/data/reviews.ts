import { palette } from './palette'
import type { Review } from './types'

export const reviews: Review[] = [
  {
    quote:
      'We ordered 140 hoodies for our all-hands in Byron and every single one arrived folded, sized and labelled by office. The embroidery is better than the retail stuff we buy ourselves.',
    name: 'Priya Raman',
    company: 'Tidewater Analytics',
    avatarColour: palette.Navy,
  },
  {
    quote:
      'The proof came back the same afternoon and they caught that our logo would lose detail at cap size. Small thing, but it saved the whole order.',
    name: 'Tom Gallagher',
    company: 'Ironbark Civil',
    avatarColour: palette['Forest Green'],
  },
  {
    quote: 'Our new-starter kits used to take a week of my time every quarter. Now I send a list of names and addresses and the kits just turn up.',
    name: 'Mel Nguyen',
    company: 'Kookaburra Health',
    avatarColour: palette.Coral,
  },
  {
    quote:
      'Lanyards, totes and 600 bottles for a three-day conference, delivered to the venue loading dock on the exact morning we asked for. Faultless.',
    name: 'James Whitaker',
    company: 'Southern Cross Events',
    avatarColour: palette.Ochre,
  },
  {
    quote:
      'We wanted swag that didn’t feel wasteful. The organic tees and recycled totes were a hit, and the team could tell us exactly where everything was made.',
    name: 'Aroha Williams',
    company: 'Saltbush Studio',
    avatarColour: palette.Eucalyptus,
  },
]
