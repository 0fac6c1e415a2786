// Joining a company by email domain: whose address is at which domain, and which domains say
// nothing about an employer (anyone can have an address there).
import type { CompanyRole } from './company-roles'

/** The domain of an address, lower-cased; '' for something that is not an address. */
export const emailDomain = (email: string): string => {
  const at = email.trim().lastIndexOf('@')
  return at < 1
    ? ''
    : email
        .trim()
        .slice(at + 1)
        .toLowerCase()
}

/** The role someone joining by their email's domain takes: they may ask for things, and nothing more. */
export const DOMAIN_JOIN_ROLE: CompanyRole = 'requester'

/**
 * Mail providers anyone can sign up with, worldwide and Australian: an address there proves no
 * employer, so no company may open itself to one. A short list of our own, since the packages that
 * keep longer ones list thousands of throwaway domains no company would name anyway.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'aol.com',
  'bigpond.com',
  'bigpond.net.au',
  'fastmail.com',
  'gmail.com',
  'gmx.com',
  'googlemail.com',
  'hey.com',
  'hotmail.com',
  'icloud.com',
  'iinet.net.au',
  'internode.on.net',
  'live.com',
  'live.com.au',
  'mac.com',
  'mail.com',
  'me.com',
  'msn.com',
  'optusnet.com.au',
  'outlook.com',
  'outlook.com.au',
  'proton.me',
  'protonmail.com',
  'tpg.com.au',
  'westnet.com.au',
  'yahoo.com',
  'yahoo.com.au',
  'yandex.com',
  'zoho.com',
])

export const isPublicMailDomain = (domain: string): boolean => PUBLIC_MAIL_DOMAINS.has(domain.toLowerCase())

/**
 * The refusal for a member opening their company to colleagues at `domain` (or closing it,
 * `domain` null), or null: only an owner, only their own address's domain, never a public mail
 * provider's. The owner's address is verified (they could not log in otherwise), so the domain is too.
 */
export const joinDomainProblem = ({ role, email, domain }: { role: CompanyRole | null; email: string; domain: string | null }): string | null => {
  if (role !== 'owner') return 'Only an owner can change who may join by email domain.'
  if (domain === null) return null
  if (domain !== emailDomain(email)) return `You can open the company only to your own address’s domain, ${emailDomain(email)}.`
  if (isPublicMailDomain(domain)) return `Anyone can have an address at ${domain}, so it can’t be used to join. Invite people instead.`
  return null
}
