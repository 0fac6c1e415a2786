'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { CARRIER_LABELS, CARRIERS, type Carrier } from '@/domain/delivery/carriers'
import { manifestToday } from './label-api'
import styles from './labels.module.css'

const parcels = (count: number) => `${count} ${count === 1 ? 'parcel' : 'parcels'}`

/**
 * Today's manifests: for each carrier, its labelled parcels not yet handed over, and a button
 * that manifests them once staff confirm. The outcome is said where the buttons are.
 */
export function ManifestActions({ toManifest }: { toManifest: Record<Carrier, number> }) {
  const router = useRouter()
  const [confirming, setConfirming] = useState<Carrier | null>(null)
  const [working, setWorking] = useState<Carrier | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  const manifest = async (carrier: Carrier) => {
    setConfirming(null)
    setWorking(carrier)
    setOutcome(null)
    const answer = await manifestToday(carrier, CARRIER_LABELS[carrier])
    setWorking(null)
    setOutcome(answer)
    router.refresh()
  }

  return (
    <section className={`card ${styles.manifests}`} aria-labelledby="manifests-heading">
      <h2 id="manifests-heading">Today’s manifests</h2>
      <p className={styles.muted}>At the end of the day, hand each carrier its labelled parcels on one manifest, so its driver collects them.</p>
      <div className={styles.manifestList}>
        {CARRIERS.map((carrier) => {
          const name = CARRIER_LABELS[carrier]
          const count = toManifest[carrier] ?? 0
          const reasonId = `manifest-${carrier}-reason`
          return (
            <div key={carrier} className={styles.manifestItem}>
              <Button
                buttonStyle="secondary"
                size="small"
                margin={false}
                disabled={count === 0 || working !== null}
                extraButtonProps={{ 'aria-describedby': count === 0 ? reasonId : undefined, 'aria-expanded': confirming === carrier }}
                onClick={() => setConfirming(confirming === carrier ? null : carrier)}
              >
                {working === carrier ? `Manifesting ${name} parcels…` : `Manifest today’s ${name} parcels (${count})`}
              </Button>
              {count === 0 ? (
                <span id={reasonId} className={styles.muted}>
                  No labelled {name} parcels are waiting.
                </span>
              ) : null}
              {confirming === carrier ? (
                <div className={styles.confirm} role="group" aria-label={`Confirm the ${name} manifest`}>
                  <p>
                    Hand {parcels(count)} over to {name} on today’s manifest? {name} is told to collect them; labels bought after this go on the next
                    manifest.
                  </p>
                  <div className={styles.toolbar}>
                    <Button
                      buttonStyle="primary"
                      size="small"
                      margin={false}
                      extraButtonProps={{ autoFocus: true }}
                      onClick={() => void manifest(carrier)}
                    >
                      {`Yes, manifest ${parcels(count)}`}
                    </Button>
                    <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : null}
            </div>
          )
        })}
      </div>
      <div role="status" aria-live="polite">
        {outcome?.ok ? <p>{outcome.message}</p> : null}
      </div>
      {outcome && !outcome.ok ? (
        <p className={styles.error} role="alert">
          {outcome.message}
        </p>
      ) : null}
    </section>
  )
}
