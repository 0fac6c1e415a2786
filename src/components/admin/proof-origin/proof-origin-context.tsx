'use client'

import { createContext, useContext } from 'react'

/** The order and line item an artwork proof is being made for, known where its drawer was opened. */
export type ProofOrigin = { order: number | null; lineItem: number | null }

export const ProofOriginContext = createContext<ProofOrigin | null>(null)

export const useProofOrigin = () => useContext(ProofOriginContext)
