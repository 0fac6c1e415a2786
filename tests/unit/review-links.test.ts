import { describe, expect, it } from 'vitest'

import { artworkApprovalLink, awaitsApproval, projectReviewLink, summariseArtwork } from '@/domain/review-links'

const ORIGIN = 'https://swagly.example'
const KEY = 'k3y_With-URL-safe_chars'

describe('projectReviewLink', () => {
  it('links a project with a sent proposal to its finalise page, key in the query', () => {
    expect(projectReviewLink(ORIGIN, { id: 12, status: 'proposal_sent', shareKey: KEY })).toEqual({
      step: 'finalise',
      url: `https://swagly.example/review/projects/12/finalise?key=${KEY}`,
    })
  })

  it('links a project awaiting payment to its payment page', () => {
    expect(projectReviewLink(ORIGIN, { id: 7, status: 'awaiting_payment', shareKey: KEY })?.url).toBe(
      `https://swagly.example/review/projects/7/payment?key=${KEY}`,
    )
  })

  it.each(['pending', 'awaiting_confirmation', 'completed', 'unknown'])('has no link while %s', (status) => {
    expect(projectReviewLink(ORIGIN, { id: 1, status, shareKey: KEY })).toBeNull()
  })

  it('has no link without a share key (a reader who may not see it)', () => {
    expect(projectReviewLink(ORIGIN, { id: 1, status: 'proposal_sent', shareKey: null })).toBeNull()
  })

  it('keeps a path prefix of the origin, drops its trailing slashes and encodes the key', () => {
    expect(projectReviewLink('https://example.com/shop//', { id: 3, status: 'proposal_sent', shareKey: 'a+b/c=' })?.url).toBe(
      'https://example.com/shop/review/projects/3/finalise?key=a%2Bb%2Fc%3D',
    )
  })
})

describe('artwork review', () => {
  const items = [
    { status: 'pending', artworkProof: 5 },
    { status: 'pending', artworkProof: null },
    { status: 'approved', artworkProof: 6 },
    { status: 'changes_requested', artworkProof: 7 },
  ]

  it('counts a proof as awaiting approval only once it is uploaded and still pending', () => {
    expect(items.map(awaitsApproval)).toEqual([true, false, false, false])
    expect(summariseArtwork(items)).toEqual({ total: 4, awaiting: 1, approved: 1, changesRequested: 1 })
    expect(summariseArtwork(null)).toEqual({ total: 0, awaiting: 0, approved: 0, changesRequested: 0 })
  })

  it('offers the approval link while any proof awaits approval', () => {
    expect(artworkApprovalLink(ORIGIN, { id: 9, shareKey: KEY, artworkReviewItems: items })).toBe(
      `https://swagly.example/review/orders/9/artwork-approval?key=${KEY}`,
    )
  })

  it('offers no link when nothing awaits approval or the key is unknown', () => {
    expect(artworkApprovalLink(ORIGIN, { id: 9, shareKey: KEY, artworkReviewItems: items.slice(1) })).toBeNull()
    expect(artworkApprovalLink(ORIGIN, { id: 9, shareKey: null, artworkReviewItems: items })).toBeNull()
  })
})
