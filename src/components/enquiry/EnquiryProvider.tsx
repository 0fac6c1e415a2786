'use client'

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

import { defaultName } from '@/domain/default-name'
import { submissionAttempt } from '@/domain/submission-attempt'
import {
  activeItems,
  type EnquiryAction,
  type EnquiryItem,
  type EnquiryNotification,
  type EnquiryState,
  initialEnquiryState,
  type ItemQuoteChoice,
  itemCount,
  persistedSlice,
  quantityRange,
  STORAGE_KEYS,
} from '@/domain/enquiry-model'
import { planAddItem } from '@/domain/enquiry-plans'
import { enquiryReducer } from '@/domain/enquiry-state'
import { enquiryApi, type EnquiryDoc } from './enquiry-api'
import { serverItemsFrom, toServerItems } from './server-items'

export type EnquiryProductRef = { id: number; title: string; slug: string; imageUrl: string | null }
export type EnquiryVariantRef = { id: number; name: string; colour: string }
export type SignedInCustomer = { id: number; email: string; firstName?: string | null }

type EnquiryContextValue = {
  ready: boolean
  customer: SignedInCustomer | null
  state: EnquiryState
  items: EnquiryItem[]
  itemCount: number
  enquiryName: string
  /** The quantity range the estimate is priced at. */
  quantityRange: string
  notifications: EnquiryNotification[]
  drawerOpen: boolean
  /** Opens the drawer; `opener` is the button that gets focus back when it closes. */
  openDrawer: (opener?: HTMLElement) => void
  closeDrawer: () => void
  drawerOpener: () => HTMLElement | null
  addItem: (product: EnquiryProductRef, variant: EnquiryVariantRef | null) => Promise<void>
  removeItem: (itemId: string) => Promise<void>
  /** A decoration or exact quantity chosen for an item's estimate. */
  changeItem: (itemId: string, changes: ItemQuoteChoice) => void
  changeQuantityRange: (quantity: string) => void
  dismissNotification: (id: string) => void
  apply: (action: EnquiryAction) => EnquiryState
  refreshCustomer: () => Promise<SignedInCustomer | null>
}

const EnquiryContext = createContext<EnquiryContextValue | null>(null)

const newId = () => crypto.randomUUID()

const readStorage = () => {
  const parse = (key: string) => {
    try {
      const raw = window.localStorage.getItem(key)
      return raw === null ? undefined : JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  return {
    localEnquiry: parse(STORAGE_KEYS.localEnquiry),
    defaultEnquiryName: parse(STORAGE_KEYS.defaultEnquiryName),
    enquiryId: parse(STORAGE_KEYS.enquiryId),
  }
}

const writeStorage = (state: EnquiryState) => {
  try {
    for (const [key, value] of Object.entries(persistedSlice(state))) {
      if (value === null || value === undefined) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, JSON.stringify(value))
    }
  } catch {
    // Private browsing or a full quota: the enquiry still works for this visit.
  }
}

// Typing a quantity changes the estimate at once; a signed-in customer's enquiry is saved after a pause.
const SAVE_DELAY_MS = 500

/**
 * The browser's enquiry: the pure reducer of domain/enquiry-state, persisted to localStorage,
 * with the server calls each of its plans needs. Visitors keep a local enquiry; signed-in
 * customers a pending one on the server.
 */
export function EnquiryProvider({ children }: { children: ReactNode }) {
  // A fixed name for the server render; the visitor's own (stored or new) arrives on hydration.
  const [state, setState] = useState<EnquiryState>(() => initialEnquiryState(() => 0))
  const stateRef = useRef(state)
  const [ready, setReady] = useState(false)
  const [customer, setCustomer] = useState<SignedInCustomer | null>(null)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerOpener = useRef<HTMLElement | null>(null)
  // A double click or a retry while the first enquiry is being created gets that same enquiry.
  const [createAttempt] = useState(() => submissionAttempt())

  const apply = useCallback((action: EnquiryAction) => {
    try {
      stateRef.current = enquiryReducer(stateRef.current, action)
    } catch (error) {
      stateRef.current = enquiryReducer(stateRef.current, {
        type: 'server-enquiry-failed',
        message: error instanceof Error ? error.message : 'Something went wrong with your enquiry.',
        newDefaultName: stateRef.current.defaultEnquiryName,
        notificationId: newId(),
      })
    }
    setState(stateRef.current)
    if (typeof window !== 'undefined') writeStorage(stateRef.current)
    return stateRef.current
  }, [])

  const fail = useCallback(
    (message: string) => apply({ type: 'server-enquiry-failed', message, newDefaultName: defaultName(), notificationId: newId() }),
    [apply],
  )

  const loadServerEnquiry = useCallback(
    async (id: number) => {
      const result = await enquiryApi.getEnquiry(id, 2)
      if (!result.ok) return fail(result.status === 404 ? 'Not Found' : result.message)
      const { status, name, quantity } = result.body
      apply({
        type: 'server-enquiry-fetched',
        enquiry: { id, status, name, ...(quantity ? { quantity } : {}), items: serverItemsFrom(result.body as EnquiryDoc) },
        newDefaultName: defaultName(),
      })
    },
    [apply, fail],
  )

  const refreshCustomer = useCallback(async () => {
    const me = await enquiryApi.me()
    const user = me.ok ? me.body.user : null
    setCustomer(user)
    if ((user?.id ?? null) !== stateRef.current.customerId) {
      apply({ type: 'customer-changed', customerId: user?.id ?? null, newDefaultName: defaultName() })
    }
    return user
  }, [apply])

  useEffect(() => {
    const stored = readStorage()
    apply({ type: 'hydrated', persisted: { ...stored, defaultEnquiryName: stored.defaultEnquiryName ?? defaultName() } })
    // An effect cannot wait: the load runs in the background and ends by marking the enquiry ready.
    void (async () => {
      const user = await refreshCustomer()
      const storedId = stateRef.current.enquiryId
      if (user && storedId) await loadServerEnquiry(storedId)
      setReady(true)
    })()
  }, [apply, refreshCustomer, loadServerEnquiry])

  const addItem = useCallback(
    async (product: EnquiryProductRef, variant: EnquiryVariantRef | null) => {
      const item: EnquiryItem = { id: newId(), product, variant }
      let plan
      try {
        plan = planAddItem(stateRef.current)
      } catch (error) {
        fail((error as Error).message)
        return
      }
      if (plan.kind === 'create-server') {
        const data = { name: plan.name, type: 'wishlist', status: 'pending', items: toServerItems([item]) }
        const created = await enquiryApi.createEnquiry(data, createAttempt.keyFor(data))
        if (!created.ok) return void fail(created.message)
        createAttempt.done()
        apply({ type: 'server-enquiry-created', enquiry: { id: created.body.doc.id, status: 'pending', name: plan.name, items: [item] } })
        apply({ type: 'item-added', item, notificationId: newId() })
        return
      }
      const next = apply({ type: 'item-added', item, notificationId: newId() })
      if (plan.kind === 'add-to-server') {
        const updated = await enquiryApi.updateEnquiry(plan.enquiryId, { items: toServerItems(next.serverEnquiry?.items ?? []) })
        if (!updated.ok) fail(updated.status === 404 ? 'Not Found' : updated.message)
      }
    },
    [apply, fail, createAttempt],
  )

  const removeItem = useCallback(
    async (itemId: string) => {
      const next = apply({ type: 'item-removed', itemId, notificationId: newId() })
      if (next.serverEnquiry) {
        const updated = await enquiryApi.updateEnquiry(next.serverEnquiry.id, { items: toServerItems(next.serverEnquiry.items) })
        if (!updated.ok) fail(updated.status === 404 ? 'Not Found' : updated.message)
      }
    },
    [apply, fail],
  )

  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // Saves the server enquiry's items and range as they are when the pause ends.
  const saveChoicesLater = useCallback(() => {
    if (saveTimer.current) clearTimeout(saveTimer.current)
    const save = async () => {
      const enquiry = stateRef.current.serverEnquiry
      if (!enquiry) return
      const data = { items: toServerItems(enquiry.items), ...(enquiry.quantity ? { quantity: enquiry.quantity } : {}) }
      const updated = await enquiryApi.updateEnquiry(enquiry.id, data)
      if (!updated.ok) fail(updated.status === 404 ? 'Not Found' : updated.message)
    }
    // A failed save comes back as a result and is reported through fail(), so nothing is left to await.
    saveTimer.current = setTimeout(() => void save(), SAVE_DELAY_MS)
  }, [fail])

  useEffect(
    () => () => {
      if (saveTimer.current) clearTimeout(saveTimer.current)
    },
    [],
  )

  const changeItem = useCallback(
    (itemId: string, changes: ItemQuoteChoice) => {
      if (apply({ type: 'item-quote-changed', itemId, changes }).serverEnquiry) saveChoicesLater()
    },
    [apply, saveChoicesLater],
  )

  const changeQuantityRange = useCallback(
    (quantity: string) => {
      if (apply({ type: 'quantity-range-changed', quantity }).serverEnquiry) saveChoicesLater()
    },
    [apply, saveChoicesLater],
  )

  const dismissNotification = useCallback((id: string) => apply({ type: 'notification-dismissed', id }), [apply])

  const value = useMemo<EnquiryContextValue>(
    () => ({
      ready,
      customer,
      state,
      items: activeItems(state),
      itemCount: itemCount(state),
      enquiryName: state.serverEnquiry?.name ?? state.localEnquiry?.name ?? state.defaultEnquiryName,
      quantityRange: quantityRange(state),
      notifications: state.notifications,
      drawerOpen,
      openDrawer: (opener) => {
        drawerOpener.current = opener ?? null
        setDrawerOpen(true)
      },
      closeDrawer: () => setDrawerOpen(false),
      drawerOpener: () => drawerOpener.current,
      addItem,
      removeItem,
      changeItem,
      changeQuantityRange,
      dismissNotification,
      apply,
      refreshCustomer,
    }),
    [ready, customer, state, drawerOpen, addItem, removeItem, changeItem, changeQuantityRange, dismissNotification, apply, refreshCustomer],
  )

  return <EnquiryContext.Provider value={value}>{children}</EnquiryContext.Provider>
}

export const useEnquiry = (): EnquiryContextValue => {
  const value = useContext(EnquiryContext)
  if (!value) throw new Error('useEnquiry must be used inside <EnquiryProvider>')
  return value
}
