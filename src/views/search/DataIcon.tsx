import { createElement } from 'react'
import type { LucideProps } from 'lucide-react'
import { iconFor } from './icons'

/** A lucide icon named by the data (a page's `icon`, a file's `file`), decorative: the text
 *  beside it or the control's label says what it is. */
export function DataIcon({ name, ...props }: { name: string } & LucideProps) {
  // createElement: the component is looked up, not created, so it keeps its identity per name.
  return createElement(iconFor(name), { 'aria-hidden': true, ...props })
}
