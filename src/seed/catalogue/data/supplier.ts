// The fictional business behind the demo storefront: an .example domain and a phone number from
// the range ACMA reserves for fiction, so nothing here can reach a real company.
export const supplier = {
  name: 'Swagly',
  legalName: 'Swagly Merchandise Pty Ltd',
  abn: '51 824 753 556',
  email: 'hello@swagly.example',
  phone: '(03) 7010 4455',
  address: {
    line1: 'Unit 4, 27 Gipps Street',
    suburb: 'Collingwood',
    state: 'VIC',
    postcode: '3066',
    country: 'Australia',
  },
}

export const siteMeta = {
  title: 'Swagly — custom merchandise for Australian teams',
  description:
    'Branded apparel, drinkware, bags and tech for Australian businesses. Transparent bulk pricing, fast digital proofs and local decoration in Melbourne.',
}
