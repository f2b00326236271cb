import { ArrowDownCircle, CheckCircle2, Info, PieChart, Save, Send, type LucideIcon } from 'lucide-react'
import type { InvoiceStatus } from './contract'

export interface StatusLook {
  key: string
  icon: LucideIcon
  color: 'success' | 'info' | 'secondary' | 'primary' | 'warning' | 'danger'
}

/** Keyed by the union so a status added to the contract fails to compile until it has a look. */
export const statusLooks: Record<InvoiceStatus, StatusLook> = {
  Paid: { key: 'paid', icon: CheckCircle2, color: 'success' },
  Downloaded: { key: 'downloaded', icon: ArrowDownCircle, color: 'info' },
  Sent: { key: 'sent', icon: Send, color: 'secondary' },
  Draft: { key: 'draft', icon: Save, color: 'primary' },
  'Partial Payment': { key: 'partialPayment', icon: PieChart, color: 'warning' },
  'Past Due': { key: 'pastDue', icon: Info, color: 'danger' }
}
