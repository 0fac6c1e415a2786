'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** False in the server's HTML and while hydrating, true once the browser runs the component. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
