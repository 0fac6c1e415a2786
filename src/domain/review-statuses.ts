// Which statuses each review page serves (shows), and which it still accepts writes in.

export const FINALISE_STATUSES = ['proposal_sent'] as const

/** Paid projects keep their payment page, which then shows the receipt. */
export const PAYMENT_PAGE_STATUSES = ['awaiting_payment', 'completed'] as const
export const PAYABLE_STATUSES = ['awaiting_payment'] as const

/** After approval the page shows the verdicts; before proofs are sent there is nothing to see. */
export const ARTWORK_PAGE_STATUSES = ['proposal_sent', 'awaiting_confirmation', 'awaiting_payment', 'completed'] as const
export const ARTWORK_OPEN_STATUSES = ['proposal_sent'] as const
