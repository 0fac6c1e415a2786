import type { PendingInvitation } from '@/features/dashboard/invitations'
import { PendingInvitationRow } from './PendingInvitationRow'

/** The invitations nobody has accepted yet, each with Resend and Cancel; a line when there are none. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  return (
    <section aria-labelledby="pending-invitations-heading">
      <h2 id="pending-invitations-heading" className="text-base font-semibold">
        Pending invitations ({invitations.length})
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No invitations waiting.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
          {invitations.map((invitation) => (
            <PendingInvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  )
}
