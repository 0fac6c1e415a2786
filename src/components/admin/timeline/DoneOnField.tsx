'use client'

import { DateTimeField } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'

/**
 * The one thing staff enter on a stage: the day it was done. The stage rows are read-only (the
 * server keeps one per stage, in order), so this field opts back in to editing.
 */
export const DoneOnField: DateFieldClientComponent = (props) => <DateTimeField {...props} readOnly={false} />
