import sharp from 'sharp'

import { priceSummary } from '@/domain/pricing'

import { api, baseURL, DEMO, login } from './http'

export type ReviewProject = { id: number; name: string; shareKey: string; lineIds: number[]; sizedLineId: number }

type Session = { token: string; id: number }

let counter = 0

/**
 * Projects and orders of their own for the review tests, made through the public API as staff
 * and the owner would, so no test depends on (or uses up) the demo data.
 */
export const reviewFixtures = async () => {
  const staff = await login('staff-members', DEMO.staff)
  const owner = await login('customers', DEMO.customerA)
  const other = await login('customers', DEMO.customerB)
  const products = (await api('/products?limit=100&depth=0', { token: staff.token })).body.docs as { id: number; hasSizing: boolean; title: string }[]
  const sized = products.find((p) => p.hasSizing)!
  const plain = products.find((p) => !p.hasSizing)!

  const patch = async (token: string, id: number, data: Record<string, unknown>, collection = 'projects') => {
    const response = await api(`/${collection}/${id}`, { method: 'PATCH', token, body: data })
    if (response.status !== 200) throw new Error(`PATCH ${collection}/${id} failed: ${JSON.stringify(response.body)}`)
    return response.body.doc
  }

  /**
   * A project of customer A (or `customer`, filed under `company` when given) with a sized tee (10)
   * and a plain item (20), moved to `status`.
   */
  const project = async (
    status: 'proposal_sent' | 'awaiting_confirmation' | 'awaiting_payment',
    { shippingEstimate = 4500, customer = owner, company }: { shippingEstimate?: number; customer?: Session; company?: number } = {},
  ): Promise<ReviewProject> => {
    const name = `Review test ${Date.now()}-${++counter}`
    const created = (await api('/projects', { token: staff.token, body: { name, customer: customer.id, ...(company ? { company } : {}) } })).body.doc
    const tee = (
      await api('/line-items', {
        token: staff.token,
        body: { project: created.id, title: `${sized.title} — Black`, product: sized.id, quantity: 10, hasSizing: true, position: 0 },
      })
    ).body.doc
    const bag = (
      await api('/line-items', {
        token: staff.token,
        body: { project: created.id, title: plain.title, product: plain.id, quantity: 20, position: 1 },
      })
    ).body.doc
    await patch(staff.token, created.id, { status: 'proposal_sent' })
    if (status !== 'proposal_sent') await patch(customer.token, created.id, { status: 'awaiting_confirmation' })
    if (status === 'awaiting_payment') await patch(staff.token, created.id, { status: 'awaiting_payment', shippingEstimate })
    const read = (await api(`/projects/${created.id}?depth=0`, { token: staff.token })).body
    return { id: created.id, name, shareKey: read.shareKey, lineIds: [tee.id, bag.id], sizedLineId: tee.id }
  }

  /** What the server should charge: the same pricing module, the site's card fee. */
  const expectedTotal = async (projectId: number, method: 'card' | 'invoice') => {
    const [lines, read, settings] = await Promise.all([
      api(`/line-items?where[project][equals]=${projectId}&depth=0&limit=100`, { token: staff.token }),
      api(`/projects/${projectId}?depth=0`, { token: staff.token }),
      api('/globals/site-settings?depth=0'),
    ])
    return priceSummary({
      lines: lines.body.docs.map((l: { quantity: number; pricePerUnit: number }) => ({ quantity: l.quantity, pricePerUnit: l.pricePerUnit })),
      shippingEstimate: read.body.shippingEstimate ?? 0,
      paymentMethod: method,
      cardFeePercent: settings.body.payments?.stripeCardFee ?? 0,
    })
  }

  /** The pending order of a project of `customer` (A unless told), paid by invoice: no proofs yet. */
  const paidOrder = async (customer: Session = owner) => {
    const paid = await project('awaiting_payment', { customer })
    await patch(staff.token, paid.id, { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' })
    const orderId = (await api(`/projects/${paid.id}?depth=0`, { token: staff.token })).body.order as number
    return (await api(`/orders/${orderId}?depth=0`, { token: staff.token })).body as {
      id: number
      name: string
      artworkReviewItems: { id: string; lineItem: number }[]
    }
  }

  /** An order of `customer` (A unless told) whose proofs await approval (its project paid by invoice). */
  const orderWithProofs = async (customer: Session = owner) => {
    const order = await paidOrder(customer)
    const orderId = order.id
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d9480f' } })
      .png()
      .toBuffer()
    const items = []
    for (const item of order.artworkReviewItems) {
      const form = new FormData()
      form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `proof-${orderId}-${item.lineItem}.png`)
      form.set('_payload', JSON.stringify({ customer: customer.id, order: orderId, lineItem: item.lineItem, version: 1 }))
      const uploaded = await fetch(`${baseURL()}/payload-api/artwork-proofs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff.token}` },
        body: form,
      })
      if (uploaded.status !== 201) throw new Error(`Proof upload failed: ${await uploaded.text()}`)
      items.push({ ...item, artworkProof: (await uploaded.json()).doc.id })
    }
    await patch(staff.token, orderId, { artworkReviewItems: items, status: 'proposal_sent' }, 'orders')
    const shareKey = (await api(`/orders/${orderId}?depth=0`, { token: staff.token })).body.shareKey as string
    return { id: orderId, shareKey, itemIds: items.map((item: { id: string }) => item.id), name: order.name as string }
  }

  return { staff, owner, other, project, expectedTotal, paidOrder, orderWithProofs, patch }
}

export const reviewPath = (kind: 'finalise' | 'payment', id: number, key?: string) =>
  `/review/projects/${id}/${kind}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`

export const artworkPath = (id: number, key?: string) =>
  `/review/orders/${id}/artwork-approval${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`
