import {
  Boxes,
  ChartColumn,
  ClipboardCheck,
  FolderKanban,
  KeyRound,
  Link2,
  PackageCheck,
  ReceiptText,
  Truck,
  UserRound,
  UsersRound,
  Wallet,
  Webhook,
  type LucideIcon,
} from 'lucide-react'

export type DashboardNavItem = { href: string; label: string; icon: LucideIcon }

/** The dashboard's sections, in the order the navigation shows them. */
export const DASHBOARD_NAV: DashboardNavItem[] = [
  { href: '/dashboard/projects', label: 'Projects', icon: FolderKanban },
  { href: '/dashboard/orders', label: 'Orders', icon: PackageCheck },
  { href: '/dashboard/inventory', label: 'Inventory', icon: Boxes },
  { href: '/dashboard/shipments', label: 'Shipments', icon: Truck },
  { href: '/dashboard/links', label: 'Recipient links', icon: Link2 },
  { href: '/dashboard/insights', label: 'Insights', icon: ChartColumn },
  { href: '/dashboard/members', label: 'Members', icon: UsersRound },
  { href: '/dashboard/budgets', label: 'Budgets', icon: Wallet },
  { href: '/dashboard/approvals', label: 'Approvals', icon: ClipboardCheck },
  { href: '/dashboard/accounting', label: 'Accounting', icon: ReceiptText },
  { href: '/dashboard/api-keys', label: 'API keys', icon: KeyRound },
  { href: '/dashboard/webhooks', label: 'Webhooks', icon: Webhook },
  { href: '/dashboard/account-settings', label: 'Account', icon: UserRound },
]

export const isCurrentSection = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`)
