import { describe, expect, it } from 'vitest'

import { checkCustoms, countryRule, dutiesFor } from '@/domain/delivery/country-rules'
import { customsLinesFor, isInternational, normaliseHsCode } from '@/domain/delivery/customs'
import { askedForMore, blamesAddress, checkDeliveryDetails, detailsAfter } from '@/domain/delivery/delivery-details'
import { RECIPIENT_ID_RULES } from '@/domain/delivery/recipient-ids'

const TEE = { hsCode: '6109.10.00', originCountry: 'cn', declaredValue: 1250, category: 'apparel' }

describe('customs lines from product facts', () => {
  it('declares each line from its product, and names those whose product lacks a fact', () => {
    const { lines, incomplete } = customsLinesFor([
      { title: 'Tee', quantity: 3, unitWeightGrams: 200, facts: TEE },
      { title: 'Cap', quantity: 1, facts: { ...TEE, hsCode: '61' } },
      { title: 'Mug', quantity: 1, facts: { ...TEE, declaredValue: 0 } },
      { title: 'Pen', quantity: 1, facts: null },
    ])
    expect(lines).toEqual([
      { description: 'Tee', hsCode: '61091000', originCountry: 'CN', quantity: 3, unitValueCents: 1250, unitWeightGrams: 200, category: 'apparel' },
    ])
    expect(incomplete).toEqual(['Cap', 'Mug', 'Pen'])
  })

  it('reads HS codes as people type them, and knows home from abroad', () => {
    expect(normaliseHsCode('6109.10')).toBe('610910')
    expect(normaliseHsCode('6109 10 0010')).toBe('6109100010')
    expect(normaliseHsCode('61091')).toBeNull()
    expect(normaliseHsCode('6109.10.00.001')).toBeNull()
    expect([isInternational('AU'), isInternational(null), isInternational('au'), isInternational('BR')]).toEqual([false, false, false, true])
  })
})

describe('per-country rules', () => {
  const line = (category: string, description = 'Thing') => ({ category: category as 'general', description })

  it('asks Brazil’s recipients for a CPF and India’s for KYC, and nobody else for anything', () => {
    expect(checkCustoms('BR', [line('apparel')], {}).missingIds).toEqual(['cpf'])
    expect(checkCustoms('BR', [line('apparel')], { cpf: '529.982.247-25' }).missingIds).toEqual([])
    expect(checkCustoms('BR', [line('apparel')], { cpf: '529.982.247-26' }).missingIds).toEqual(['cpf'])
    expect(checkCustoms('IN', [], { kyc: 'ABCDE1234F' }).missingIds).toEqual([])
    expect(checkCustoms('US', [line('apparel')], {})).toEqual({ refusals: [], missingIds: [] })
  })

  it('refuses power banks everywhere overseas and a country’s own prohibitions, naming the goods', () => {
    expect(checkCustoms('US', [line('battery', 'Power Bank'), line('apparel')], {}).refusals).toEqual([
      'Power Bank cannot go to United States: carriers do not fly power banks or loose lithium batteries overseas (power banks and lithium batteries).',
    ])
    expect(checkCustoms('BR', [line('cosmetics', 'Lip Balm'), line('cosmetics', 'Sunscreen')], { cpf: '52998224725' }).refusals[0]).toMatch(
      /^Lip Balm, Sunscreen cannot go to Brazil: Brazil’s health agency/,
    )
    expect(checkCustoms('US', [line('cosmetics')], {}).refusals).toEqual([])
  })

  it('estimates duties above the threshold, prepaid where the rule says so, in AUD cents', () => {
    expect(dutiesFor('US', [{ quantity: 3, unitValueCents: 4000 }])).toEqual({ dutyTerms: 'DDP', estimatedDutiesCents: 1200 })
    expect(dutiesFor('NZ', [{ quantity: 1, unitValueCents: 90_000 }])).toEqual({ dutyTerms: 'DDP', estimatedDutiesCents: 0 })
    expect(dutiesFor('NZ', [{ quantity: 1, unitValueCents: 90_001 }])).toEqual({ dutyTerms: 'DDP', estimatedDutiesCents: 13_500 })
    expect(dutiesFor('FR', [{ quantity: 2, unitValueCents: 1000 }])).toEqual({ dutyTerms: 'DAP', estimatedDutiesCents: 200 })
    expect(countryRule('fr').prohibited.battery).toBeTruthy()
  })
})

describe('recipient IDs', () => {
  it('takes a CPF only with its check digits right, in any punctuation', () => {
    const { normalise } = RECIPIENT_ID_RULES.cpf
    expect(normalise('529.982.247-25')).toBe('52998224725')
    expect(normalise(' 52998224725 ')).toBe('52998224725')
    expect(normalise('529.982.247-52')).toBeNull()
    expect(normalise('111.111.111-11')).toBeNull()
    expect(normalise('5299822472')).toBeNull()
  })

  it('takes a PAN or an Aadhaar number for India', () => {
    const { normalise } = RECIPIENT_ID_RULES.kyc
    expect(normalise('abcde1234f')).toBe('ABCDE1234F')
    expect(normalise('2345 6789 0123')).toBe('234567890123')
    expect(normalise('1234 5678 9012')).toBeNull()
    expect(normalise('ABCD1234F')).toBeNull()
  })
})

describe('the delivery-details link', () => {
  const recipient = { fullName: 'Ana Souza', country: 'AU' }

  it('checks only what was asked, with a message per field', () => {
    expect(checkDeliveryDetails(['cpf'], { cpf: '529.982.247-25', address1: '' }, recipient)).toEqual({
      ok: true,
      details: { ids: { cpf: '52998224725' } },
    })
    expect(checkDeliveryDetails(['cpf'], {}, recipient)).toEqual({ ok: false, errors: { cpf: 'Enter your CPF (Cadastro de Pessoas Físicas).' } })
    const address = checkDeliveryDetails(
      ['address'],
      { address1: '1 Found St', suburb: 'Sydney', state: 'new south wales', postcode: '2000' },
      recipient,
    )
    expect(address).toMatchObject({ ok: true, details: { address: { address1: '1 Found St', suburb: 'Sydney', state: 'NSW', postcode: '2000' } } })
    const wrong = checkDeliveryDetails(
      ['address', 'kyc'],
      { address1: '1 Found St', suburb: 'Sydney', state: 'NSW', postcode: '20', kyc: 'x' },
      recipient,
    )
    expect(wrong.ok).toBe(false)
    expect(Object.keys((wrong as { errors: object }).errors).sort()).toEqual(['kyc', 'postcode'])
  })

  it('asks each thing once, in a steady order, and knows an address problem from other trouble', () => {
    expect(detailsAfter(['cpf'], ['address', 'cpf'])).toEqual({ needed: ['address', 'cpf'], added: true })
    expect(detailsAfter(['address', 'cpf'], ['cpf'])).toEqual({ needed: ['address', 'cpf'], added: false })
    expect(askedForMore({ detailsNeeded: ['cpf'] }, { detailsNeeded: ['cpf'] })).toBe(false)
    expect(askedForMore({ detailsNeeded: ['cpf', 'address'] }, { detailsNeeded: ['cpf'] })).toBe(true)
    expect(askedForMore({ detailsNeeded: [] }, { detailsNeeded: ['cpf'] })).toBe(false)
    expect(blamesAddress('The courier could not find the address.')).toBe(true)
    expect(blamesAddress('Unable to deliver - addressee unknown at address')).toBe(true)
    expect(blamesAddress('The parcel was damaged in transit.')).toBe(false)
    expect(blamesAddress(null)).toBe(false)
  })
})
