import { Suspense, useState, type ReactNode } from 'react'

/** Mounts a lazily loaded panel the first time it opens and keeps it, so it still animates as it closes: a page
 * does not load a form it has not shown. */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  // Adjusting state during render, not in an effect.
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
