import type { ReactNode } from 'react'

export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main className="blank-layout" id="main-content">
      {children}
    </main>
  )
}
