import { Bell, BellPlus, Check, Plus } from 'lucide-react'

import { SymbolIcon } from '@/components/ui/IconSymbols'

/** The icons every stock row repeats, drawn once per inventory page by InventoryList. */
export const STOCK_ROW_ICONS = {
  'stock-icon-add': Plus,
  'stock-icon-added': Check,
  'stock-icon-alert': Bell,
  'stock-icon-set-alert': BellPlus,
} as const

export function StockRowIcon({ name, className }: { name: keyof typeof STOCK_ROW_ICONS; className: string }) {
  return <SymbolIcon id={name} className={className} />
}
