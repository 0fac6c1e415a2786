import { drawBackpack } from './backpack'
import { drawBeanie } from './beanie'
import { drawBottle } from './bottle'
import { drawBox } from './box'
import { drawCap } from './cap'
import { drawCharger } from './charger'
import { drawCooler } from './cooler'
import type { DrawShape } from './drawing'
import { drawHoodie } from './hoodie'
import { drawJacket } from './jacket'
import { drawLanyard } from './lanyard'
import { drawMug } from './mug'
import { drawNotebook } from './notebook'
import { drawPen } from './pen'
import { drawPhoneCase } from './phone-case'
import { drawPolo } from './polo'
import { drawPowerBank } from './power-bank'
import { drawSocks } from './socks'
import { drawSpeaker } from './speaker'
import { drawSticker } from './sticker'
import { drawTote } from './tote'
import { drawTowel } from './towel'
import { drawTshirt } from './tshirt'
import { drawTumbler } from './tumbler'
import { drawUmbrella } from './umbrella'

/** Every product illustration the seed can render, keyed by the shape name products reference. */
export const shapeDrawings = {
  tshirt: drawTshirt,
  hoodie: drawHoodie,
  polo: drawPolo,
  jacket: drawJacket,
  cap: drawCap,
  beanie: drawBeanie,
  mug: drawMug,
  bottle: drawBottle,
  tumbler: drawTumbler,
  tote: drawTote,
  backpack: drawBackpack,
  cooler: drawCooler,
  notebook: drawNotebook,
  pen: drawPen,
  lanyard: drawLanyard,
  sticker: drawSticker,
  socks: drawSocks,
  umbrella: drawUmbrella,
  towel: drawTowel,
  'phone-case': drawPhoneCase,
  speaker: drawSpeaker,
  charger: drawCharger,
  'power-bank': drawPowerBank,
  box: drawBox,
} satisfies Record<string, DrawShape>

export type ProductShape = keyof typeof shapeDrawings

export const productShapes = Object.keys(shapeDrawings) as ProductShape[]
