'use client'

import { createContext, type ReactNode, useContext } from 'react'

export type EnquiryProductRef = { id: number; title: string; slug: string; imageUrl: string | null }
export type EnquiryVariantRef = { id: number; name: string; colour: string }

type EnquiryContextValue = {
  addItem: (product: EnquiryProductRef, variant: EnquiryVariantRef | null) => Promise<void>
}

const EnquiryContext = createContext<EnquiryContextValue | null>(null)

export function EnquiryProvider({ children }: { children: ReactNode }) {
  return <EnquiryContext.Provider value={{ addItem: async () => undefined }}>{children}</EnquiryContext.Provider>
}

export const useEnquiry = (): EnquiryContextValue => {
  const value = useContext(EnquiryContext)
  if (!value) throw new Error('useEnquiry must be used inside <EnquiryProvider>')
  return value
}
