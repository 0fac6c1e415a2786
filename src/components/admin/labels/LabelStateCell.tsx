'use client'

import { Pill } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

import type { ShownLabel } from './row-label'
import styles from './labels.module.css'

type PillStyle = NonNullable<ComponentProps<typeof Pill>['pillStyle']>

const BADGES: Record<ShownLabel['state'], { text: string; style: PillStyle }> = {
  none: { text: 'No label', style: 'light-gray' },
  queued: { text: 'Waiting', style: 'light-gray' },
  sending: { text: 'Buying…', style: 'warning' },
  buying: { text: 'Buying', style: 'warning' },
  bought: { text: 'Bought', style: 'success' },
  failed: { text: 'Failed', style: 'error' },
}

/** A row's label state as a badge, with what staff need to know beside it: why it failed, or that it is still running. */
export function LabelStateCell({ label }: { label: ShownLabel }) {
  const badge = BADGES[label.state]
  return (
    <>
      <Pill pillStyle={badge.style} size="small">
        {badge.text}
      </Pill>
      {label.state === 'buying' ? <p className={styles.note}>Another purchase of this label is running. Reload in a moment to see it.</p> : null}
      {label.problem ? (
        <ul className={styles.problem} aria-label="Why no label was bought">
          {label.problem
            .split('\n')
            .filter(Boolean)
            .map((line, index) => (
              <li key={index}>{line}</li>
            ))}
        </ul>
      ) : null}
    </>
  )
}
