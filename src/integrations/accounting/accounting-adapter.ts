import type { Bill, BillPayment, Supplier } from '@/domain/accounting/bill'

/** A company's authorised link to its accounting system: which organisation, and a current token. */
export type AccountingSession = { tenantId: string; accessToken: string }

/** Tokens as the provider's OAuth 2.0 token endpoint answers them. */
export type AccountingTokens = { accessToken: string; refreshToken: string; expiresAt: Date }

/** An organisation the tokens may act for. */
export type AccountingTenant = { tenantId: string; name: string }

/**
 * Why a call to the accounting system did not do what was asked: `retryable` when trying again
 * later may work (rate limited, the system down, a token to refresh), otherwise the answer will
 * not change until someone fixes the data or the connection.
 */
export class AccountingSystemError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message)
    this.name = 'AccountingSystemError'
  }
}

/**
 * What the app asks of a customer's accounting system, whichever it is. Every write carries an
 * idempotency key derived from our own record, so a retry after a lost answer is answered with
 * the first result instead of writing twice.
 */
export interface AccountingAdapter {
  readonly provider: 'xero'
  /** Where to send the member to grant access; `state` comes back with the code. */
  authorizeUrl(options: { redirectUri: string; state: string }): string
  /** The tokens for the code the member came back with. */
  exchangeCode(options: { code: string; redirectUri: string }): Promise<AccountingTokens>
  refresh(refreshToken: string): Promise<AccountingTokens>
  tenants(accessToken: string): Promise<AccountingTenant[]>
  /** The supplier's contact (found by name, else created with its ABN as tax number): its id. */
  ensureSupplier(session: AccountingSession, supplier: Supplier): Promise<string>
  /** The bill, already there (found by number for this supplier) or created approved: its id. */
  pushBill(
    session: AccountingSession,
    input: { bill: Bill; supplierId: string; accountCode: string; idempotencyKey: string },
  ): Promise<{ remoteId: string; created: boolean }>
  /** A payment of the whole bill from a bank account: its id. */
  pushPayment(
    session: AccountingSession,
    input: { payment: BillPayment; remoteBillId: string; bankAccountCode: string; idempotencyKey: string },
  ): Promise<{ remoteId: string }>
}
