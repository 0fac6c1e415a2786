export const AUDIT_ACTOR_TYPES = ['staff', 'customer', 'reviewer', 'system'] as const
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number]

export const AUDIT_ACTIONS = ['status_change', 'payment_event', 'stock_movement', 'impersonation_start', 'impersonation_stop'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export type AuditActor = {
  actorType: AuditActorType
  staffMember?: number | null
  customer?: number | null
  /** The staff member who acted while viewing the dashboard as `customer`. */
  actingStaff?: number | null
  actorLabel: string
}

export type AuditEntry = AuditActor & {
  action: AuditAction
  collectionSlug: string
  documentId: string | number
  fromStatus?: string | null
  toStatus?: string | null
  delta?: number | null
  summary: string
}
