import type { ReactNode } from 'react'

/** No menu, navbar or footer: auth pages, misc pages and the blank page-layout demo. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main className="blank-layout" id="main-content">
      {children}
    </main>
  )
}
