import { createElement } from 'react'
import {
  CircleHelp,
  CircleUser,
  CreditCard,
  Package,
  Palette,
  Plug,
  Rocket,
  RotateCcw,
  Settings,
  ShieldCheck,
  Truck,
  type LucideIcon,
  type LucideProps
} from 'lucide-react'

const icons: Record<string, LucideIcon> = {
  CircleUser,
  CreditCard,
  Package,
  Palette,
  Plug,
  Rocket,
  RotateCcw,
  Settings,
  ShieldCheck,
  Truck
}

/** An icon named by the data; a name we do not ship shows a plain question mark. */
export function HelpIcon({ name, ...props }: { name: string } & LucideProps) {
  return createElement(icons[name] ?? CircleHelp, { 'aria-hidden': true, ...props })
}
