import sharp from 'sharp'

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A proof sheet as a supplier sends it: the product render with the customer's mark placed on the
 * print area, a title block and the version.
 */
export const renderArtworkProof = async (opts: {
  productImage: Buffer
  title: string
  colourName: string
  company: string
  version: number
}): Promise<Buffer> => {
  const width = 1400
  const height = 1000
  const product = await sharp(opts.productImage).resize(820, 820).toBuffer()
  const initials = opts.company
    .split(/\s+/)
    .map((word) => word[0])
    .filter((c) => c && /[A-Za-z]/.test(c))
    .join('')
    .slice(0, 3)
    .toUpperCase()
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="0" y="0" width="${width}" height="86" fill="#111"/>
    <text x="48" y="55" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="700" fill="#fff">ARTWORK PROOF</text>
    <text x="${width - 48}" y="55" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#fff">Version ${opts.version}</text>
    <g transform="translate(460 470)">
      <circle r="70" fill="#ffffff" fill-opacity="0.92" stroke="#d9480f" stroke-width="6"/>
      <text y="14" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="700" fill="#d9480f">${escapeXml(initials)}</text>
      <rect x="-110" y="-110" width="220" height="220" fill="none" stroke="#d9480f" stroke-width="2" stroke-dasharray="10 8"/>
    </g>
    <g font-family="DejaVu Sans, sans-serif" fill="#111">
      <text x="940" y="200" font-size="34" font-weight="700">${escapeXml(opts.title)}</text>
      <text x="940" y="250" font-size="24" fill="#555">Colour: ${escapeXml(opts.colourName)}</text>
      <text x="940" y="290" font-size="24" fill="#555">Client: ${escapeXml(opts.company)}</text>
      <text x="940" y="330" font-size="24" fill="#555">Print area: 80 × 80 mm, centred</text>
      <text x="940" y="400" font-size="22" fill="#d9480f">Please check spelling,</text>
      <text x="940" y="432" font-size="22" fill="#d9480f">colours and placement.</text>
    </g>
  </svg>`
  return sharp({ create: { width, height, channels: 3, background: '#f4f2ee' } })
    .composite([
      { input: product, left: 50, top: 130 },
      { input: Buffer.from(overlay), left: 0, top: 0 },
    ])
    .png()
    .toBuffer()
}
