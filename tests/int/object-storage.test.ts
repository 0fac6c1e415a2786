import { mkdtempSync, readdirSync, rmSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { type RunningApp, startApp } from '../support/app-server'
import { randomAddress } from '../support/client-address'
import { freshCustomer } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { type LocalS3, startLocalS3 } from '../support/s3-server'

/**
 * With S3_BUCKET set, two instances that share no disk serve each other's uploads: every file and
 * image size is in the bucket, read back through Payload's file route, which checks the
 * collection's read access. A file that is not there is a 404 with or without a bucket.
 */

type UploadedDoc = { id: number; filename: string; url: string; sizes: Record<string, { filename?: string | null; url?: string | null }> }

const image = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

const upload = async (app: RunningApp, token: string, collection: string, bytes: Buffer, name: string, data: Record<string, unknown> = {}) => {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
  form.set('_payload', JSON.stringify(data))
  const response = await fetch(`${app.baseURL}/payload-api/${collection}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': randomAddress() },
    body: form,
  })
  const body = await response.json()
  if (response.status !== 201) throw new Error(`Uploading ${name} failed: ${JSON.stringify(body)}`)
  return body.doc as UploadedDoc
}

/** A GET of a file URL (absolute or relative) from `app`, as a client of its own address. */
const download = async (app: RunningApp, url: string, token?: string) => {
  const { pathname, search } = new URL(url, app.baseURL)
  const headers: Record<string, string> = { 'x-forwarded-for': randomAddress() }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${app.baseURL}${pathname}${search}`, { headers })
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') }
}

const fileURL = (collection: string, filename: string) => `/payload-api/${collection}/file/${encodeURIComponent(filename)}`

describe('uploads in an S3 bucket, served by any instance', () => {
  let s3: LocalS3
  let first: RunningApp
  let second: RunningApp
  const mediaDirs: string[] = []
  let staff: string

  const objectBytes = async (key: string) => {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  }

  const keysUnder = async (prefix: string) =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map((object) => object.Key)

  beforeAll(async () => {
    s3 = await startLocalS3()
    const base = { ...inject('databaseEnv'), ...s3.env, PAYLOAD_SECRET: 'integration-test-secret', TRUST_PROXY: 'true', JOBS_AUTORUN: 'false' }
    // Each instance its own upload folder: nothing can pass between them through the disk.
    const instance = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'swag-s3-instance-'))
      mediaDirs.push(dir)
      return startApp({ ...base, MEDIA_DIR: dir })
    }
    ;[first, second] = await Promise.all([instance(), instance()])
    staff = (await login('staff-members', DEMO.staff)).token
  }, 240_000)

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()])
    await s3?.stop()
    for (const dir of mediaDirs) rmSync(dir, { recursive: true, force: true })
  })

  it('serves an image uploaded through one instance from the other, with its sizes, from the bucket', async () => {
    const original = await image(400, 300, '#1c7ed6')
    const doc = await upload(first, staff, 'media', original, 'bucket-hero.png', { description: 'Bucket test' })
    expect(doc.sizes.xs?.filename).toBeTruthy()

    const served = await download(second, doc.url)
    expect(served.status).toBe(200)
    expect(served.type).toBe('image/png')
    expect(served.bytes.equals(original)).toBe(true)

    const sized = await download(second, doc.sizes.xs!.url!)
    expect(sized.status).toBe(200)
    expect(await sharp(sized.bytes).metadata()).toMatchObject({ format: 'webp', width: 160 })

    const keys = await keysUnder('media/')
    expect(keys).toEqual(expect.arrayContaining([`media/${doc.filename}`, `media/${doc.sizes.xs!.filename}`]))
    expect((await objectBytes(`media/${doc.filename}`)).equals(original)).toBe(true)
    expect((await objectBytes(`media/${doc.sizes.xs!.filename}`)).equals(sized.bytes)).toBe(true)
    // Neither instance wrote a file of its own.
    for (const dir of mediaDirs) expect(readdirSync(dir, { recursive: true })).toEqual([])
  })

  it('serves a private mockup to its owner only, through access control', async () => {
    const owner = await freshCustomer(staff, 's3-owner')
    const other = await freshCustomer(staff, 's3-other')
    const original = await image(360, 240, '#2b8a3e')
    const doc = await upload(first, staff, 'mockups', original, 'bucket-mockup.png', { customer: owner.id })
    expect(await keysUnder(`mockups/${doc.filename}`)).toEqual([`mockups/${doc.filename}`])

    const byOwner = await download(second, doc.url, owner.token)
    expect(byOwner.status).toBe(200)
    expect(byOwner.bytes.equals(original)).toBe(true)
    expect((await download(second, doc.sizes.sm!.url!, owner.token)).status).toBe(200)

    for (const token of [other.token, undefined]) {
      for (const url of [doc.url, doc.sizes.sm!.url!]) {
        const refused = await download(second, url, token)
        expect(refused.status, `${url} as ${token ? 'another customer' : 'anonymous'}`).toBe(403)
        expect(refused.bytes.includes(original)).toBe(false)
      }
    }
  })

  it("serves a shared project's mockup to a reviewer with the link, read from the bucket", async () => {
    const owner = await freshCustomer(staff, 's3-review')
    const original = await image(500, 300, '#e8590c')
    const mockup = await upload(first, staff, 'mockups', original, 'bucket-review.png', { customer: owner.id })
    const product = (await api('/products?limit=1&depth=0', { token: staff })).body.docs[0].id as number
    const project = (await api('/projects', { token: staff, body: { name: `S3 review ${Date.now()}`, customer: owner.id } })).body.doc
    const line = (
      await api('/line-items', {
        token: staff,
        body: { project: project.id, title: 'Tote', product, quantity: 10, position: 0, mockupImage: mockup.id },
      })
    ).body.doc
    await api(`/projects/${project.id}`, { method: 'PATCH', token: staff, body: { status: 'proposal_sent' } })
    const shareKey = (await api(`/projects/${project.id}?depth=0`, { token: staff })).body.shareKey as string

    const reviewed = await download(second, `/review/projects/${project.id}/mockups/${line.id}?key=${encodeURIComponent(shareKey)}&size=sm`)
    expect(reviewed.status).toBe(200)
    expect(reviewed.bytes.equals(await objectBytes(`mockups/${mockup.sizes.sm!.filename}`))).toBe(true)

    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `mockups/${mockup.sizes.sm!.filename}` }))
    expect((await download(first, `/review/projects/${project.id}/mockups/${line.id}?key=${encodeURIComponent(shareKey)}&size=sm`)).status).toBe(404)
  })

  it('answers 404 for a file that is not there: an unknown name, or a row whose object is gone', async () => {
    const doc = await upload(first, staff, 'media', await image(200, 100, '#862e9c'), 'bucket-gone.png')
    const owner = await freshCustomer(staff, 's3-gone')
    const proof = await upload(first, staff, 'artwork-proofs', await image(200, 100, '#5f3dc4'), 'bucket-proof.png', { customer: owner.id })
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `media/${doc.filename}` }))
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `artwork-proofs/${proof.filename}` }))
    for (const app of [first, second]) {
      expect((await download(app, fileURL('media', 'no-such-file.png'))).status).toBe(404)
      expect((await download(app, doc.url)).status).toBe(404)
      expect((await download(app, proof.url, owner.token)).status).toBe(404)
      expect((await download(app, fileURL('artwork-proofs', 'no-such-proof.png'), staff)).status).toBe(404)
    }
  })
})

describe('uploads on the local disk (no bucket)', () => {
  const main = { baseURL: inject('baseURL') } as RunningApp

  it('answers 404 for an unknown file and for a row whose file has gone from the disk', async () => {
    const staff = (await login('staff-members', DEMO.staff)).token
    const original = await image(200, 100, '#c92a2a')
    const doc = await upload(main, staff, 'media', original, 'disk-gone.png')
    expect((await download(main, doc.url)).bytes.equals(original)).toBe(true)
    unlinkSync(path.join(inject('databaseEnv').MEDIA_DIR!, 'media', doc.filename))
    expect((await download(main, doc.url)).status).toBe(404)
    expect((await download(main, fileURL('media', 'no-such-file.png'))).status).toBe(404)
    expect((await download(main, fileURL('mockups', 'no-such-mockup.png'), staff)).status).toBe(404)
  })
})
