import type { CustomsDeclaration } from '@/domain/delivery/customs'

/**
 * The recipient's ID the destination asks for, as carriers take one: Brazil's CPF, else a KYC
 * number (India's); none when the destination asks for neither.
 */
export const recipientIdOf = ({ recipientIds }: CustomsDeclaration): string | undefined =>
  recipientIds.cpf?.trim() || recipientIds.kyc?.trim() || undefined
