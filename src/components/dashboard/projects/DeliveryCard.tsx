import { MapPin, Package, Users } from 'lucide-react'

import { Card } from '@/components/ui/Card'
import { formatDate } from '@/domain/display-date'
import { PACKING_TYPES } from '@/domain/enquiry-options'
import type { ProjectDetail, RecipientView } from '@/features/dashboard/projects'

const packingLabel = (value: string | null) => PACKING_TYPES.find((type) => type.value === value)?.label ?? 'Not chosen yet'

function RecipientAddress({ recipient }: { recipient: RecipientView }) {
  return (
    <address className="text-sm not-italic">
      <span className="font-medium">{recipient.name}</span>
      {recipient.company ? <span className="text-muted"> · {recipient.company}</span> : null}
      <span className="block text-muted">{recipient.address}</span>
      {recipient.email || recipient.phone ? (
        <span className="block text-muted">{[recipient.email, recipient.phone].filter(Boolean).join(' · ')}</span>
      ) : null}
    </address>
  )
}

function Section({ icon: Icon, title, children }: { icon: typeof MapPin; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-medium">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  )
}

/** How the goods are packed and where they go. */
export function DeliveryCard({ project }: { project: ProjectDetail }) {
  const packs = project.packingType === 'swag_packs' && project.numberOfPacks ? `${project.numberOfPacks.toLocaleString('en-AU')} packs` : null
  return (
    <Card title="Packing and delivery">
      <div className="space-y-5">
        <Section icon={Package} title="Packing">
          <p className="text-sm text-muted">
            {packingLabel(project.packingType)}
            {packs ? ` · ${packs}` : null}
          </p>
        </Section>
        {project.shipmentType === 'distribution_list' ? (
          <Section
            icon={Users}
            title={`Distribution list · ${project.distribution.length} ${project.distribution.length === 1 ? 'recipient' : 'recipients'}`}
          >
            <ul className="divide-y divide-line rounded-xl border border-line">
              {project.distribution.map((stop) => (
                <li key={stop.id} className="p-3">
                  {stop.recipient ? <RecipientAddress recipient={stop.recipient} /> : <p className="text-sm text-muted">Recipient removed</p>}
                  {stop.items.length > 0 ? (
                    <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
                      {stop.items.map((item, index) => (
                        <li key={index} className="rounded-full bg-sand px-2.5 py-0.5">
                          {item.quantity} × {item.title}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </Section>
        ) : (
          <Section icon={MapPin} title={project.shipmentType === 'single_drop' ? 'Single drop' : 'Shipping'}>
            {project.singleDropRecipient ? (
              <RecipientAddress recipient={project.singleDropRecipient} />
            ) : (
              <p className="text-sm text-muted">You’ll choose where it ships when you finalise the project.</p>
            )}
          </Section>
        )}
        {project.dueDate ? (
          <p className="border-t border-line pt-4 text-sm">
            <span className="text-muted">Needed by </span>
            <time dateTime={project.dueDate} className="font-medium">
              {formatDate(project.dueDate)}
            </time>
          </p>
        ) : null}
      </div>
    </Card>
  )
}
