import { randomBytes } from 'node:crypto'
import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@/domain/input-shape'
import { passwordProblem } from '@/domain/password-rules'
import { isValidPhone } from '@/domain/phone'
import { claimCovers, inactiveCustomerCookie, readInactiveCustomerClaim } from '@/platform/session/inactive-customer-cookie'
import { json } from '@/platform/http/json-response'
import { readJsonBody } from '@/platform/http/request-body'
import { customerEmail as email, findByEmail, type PublicCustomer, publicCustomer, registrationOf } from '@/collections/customers/registration'
import { activateCustomer } from '@/collections/customers/operations/activate-customer'

const id = z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/, 'Unknown customer.')])
const phone = z
  .object({
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
      .transform((c) => c.toUpperCase()),
    number: z.string().min(3).max(32),
  })
  .refine((p) => isValidPhone(p.countryCode, p.number), { message: 'Enter a valid phone number.' })

const typedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)

const findInactiveById = async (payload: Payload, req: PayloadRequest, customerId: string | number) => {
  const doc = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, req, disableErrors: true }).catch(() => null)
  return doc && !doc.isActive ? doc : null
}

/** 409: the email already belongs to an account; clients reuse the customer returned. */
const emailTaken = (existing: PublicCustomer, inactiveMessage: string, cookie?: string) =>
  json(
    {
      message: existing.isActive ? 'An account with this email already exists. Log in to continue.' : inactiveMessage,
      reason: existing.isActive ? 'active-exists' : 'inactive-exists',
      customer: publicCustomer(existing),
    },
    409,
    cookie,
  )

/** POST check-registration {email}: 200 when the email is free or active, 403 for an inactive customer. */
const checkRegistration: Endpoint = {
  path: '/check-registration',
  method: 'post',
  handler: async (req) => {
    const body = await readJsonBody(req, z.object({ email }))
    const registration = await registrationOf(req.payload, body.email, req)
    if (registration.kind === 'unregistered') return json({ registered: false })
    if (registration.kind === 'active') return json({ registered: true, isActive: true })
    const { customer } = registration
    return json(
      { message: 'This email belongs to an account that is not active yet.', customer },
      403,
      inactiveCustomerCookie(req.headers, { id: customer.id, mode: 'identified' }),
    )
  },
}

/** POST create-inactive {email, phone}: a customer record for a visitor's enquiry, no password yet. */
const createInactive: Endpoint = {
  path: '/create-inactive',
  method: 'post',
  handler: async (req) => {
    const body = await readJsonBody(req, z.object({ email, phone: phone.optional() }))
    const existing = await findByEmail(req.payload, req, body.email)
    if (existing) {
      return emailTaken(
        publicCustomer(existing),
        'An account with this email exists and is not active yet; it will be used.',
        existing.isActive ? undefined : inactiveCustomerCookie(req.headers, { id: existing.id, mode: 'identified' }),
      )
    }
    const created = await req.payload.create({
      collection: 'customers',
      data: {
        email: body.email,
        // An inactive customer cannot log in: the password is random and never told to anyone.
        password: randomBytes(32).toString('base64url'),
        isActive: false,
        phone: body.phone,
      },
      disableVerificationEmail: true,
      req,
    })
    return json({ customer: publicCustomer(created) }, 201, inactiveCustomerCookie(req.headers, { id: created.id, mode: 'created' }))
  },
}

/** POST update-inactive-customer-email {id, email}: only for the inactive customer this browser created. */
const updateInactiveCustomerEmail: Endpoint = {
  path: '/update-inactive-customer-email',
  method: 'post',
  handler: async (req) => {
    const body = await readJsonBody(req, z.object({ id, email }))
    const claim = readInactiveCustomerClaim(req.headers)
    const customer = claimCovers(claim, body.id) ? await findInactiveById(req.payload, req, body.id) : null
    if (!customer || claim?.mode !== 'created') {
      return json({ message: 'No inactive customer to update.' }, 403)
    }
    if (customer.email === body.email) return json({ customer: publicCustomer(customer), changed: false })
    const other = await findByEmail(req.payload, req, body.email)
    if (other) return emailTaken(publicCustomer(other), 'Another account with this email exists and is not active yet.')
    const updated = await req.payload.update({
      collection: 'customers',
      id: customer.id,
      data: { email: body.email },
      req,
    })
    return json({ customer: publicCustomer(updated), changed: true })
  },
}

/**
 * POST activate-inactive {id, password, ...}: for the customer this browser created, sets the
 * password and the account logs in once the email is verified; for one it only identified by
 * email, emails the owner a link to set the password instead.
 */
const activateInactive: Endpoint = {
  path: '/activate-inactive',
  method: 'post',
  handler: async (req) => {
    const body = await readJsonBody(
      req,
      z.object({
        id,
        password: z.string().superRefine((value, context) => {
          const problem = passwordProblem(value)
          if (problem) context.addIssue({ code: 'custom', message: problem })
        }),
        firstName: typedText(100).optional(),
        lastName: typedText(100).optional(),
        phone: phone.optional(),
        company: typedText(200).optional(),
      }),
    )
    const claim = readInactiveCustomerClaim(req.headers)
    const customer = claimCovers(claim, body.id) ? await findInactiveById(req.payload, req, body.id) : null
    if (!customer) return json({ message: 'No inactive customer to activate.' }, 403)
    if (claim?.mode !== 'created') {
      // Identified by email alone: whoever typed it may not own it, so the password is chosen
      // through a link sent to that mailbox (the "set your password" email), never from here.
      await req.payload.forgotPassword({ collection: 'customers', data: { email: customer.email }, req })
      return json({
        customer: publicCustomer(customer),
        message: `For your security we have emailed a link to ${customer.email}: open it to set your password.`,
      })
    }
    const { id: customerId, ...activation } = body
    const updated = await activateCustomer(req.payload, customerId, activation)
    return json({
      customer: publicCustomer(updated),
      message: 'Check your email and follow the link to verify your address, then log in.',
    })
  },
}

export const inactiveCustomerEndpoints: Endpoint[] = [checkRegistration, createInactive, updateInactiveCustomerEmail, activateInactive]
