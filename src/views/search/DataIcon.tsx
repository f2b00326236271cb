import { createElement } from 'react'
import type { LucideProps } from 'lucide-react'
import { iconFor } from './icons'

export function DataIcon({ name, ...props }: { name: string } & LucideProps) {
  // createElement: the component is looked up, not created, so it keeps its identity per name.
  return createElement(iconFor(name), { 'aria-hidden': true, ...props })
}
