import type { Page } from '@playwright/test'
import { sessionFor } from '../sessions'

/** Starts the page signed in (before any script runs), as if the user had logged in earlier. */
export async function signInAs(page: Page, role: 'admin' | 'client') {
  const session = sessionFor(role)
  await page.addInitScript((s) => {
    localStorage.setItem('userData', JSON.stringify(s.userData))
    localStorage.setItem('accessToken', s.accessToken)
    localStorage.setItem('refreshToken', s.refreshToken)
  }, session)
}
