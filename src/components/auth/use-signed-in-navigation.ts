'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useEnquiry } from '@/components/enquiry/EnquiryProvider'
import type { FormState } from '@/features/auth/form-state'

/**
 * After a login or reset signs the customer in: the browser's customer is set first (so
 * the enquiry follows the account), then the dashboard opens.
 */
export function useSignedInNavigation(state: FormState) {
  const router = useRouter()
  const { refreshCustomer } = useEnquiry()
  useEffect(() => {
    const destination = state.status === 'success' ? state.redirectTo : undefined
    if (!destination) return
    // An effect cannot wait: the dashboard opens once the customer is refreshed, or failed to be.
    void refreshCustomer()
      .catch(() => null)
      .then(() => router.replace(destination))
  }, [state, refreshCustomer, router])
}
