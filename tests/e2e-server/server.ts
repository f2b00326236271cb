import type { Page } from '@playwright/test'
import { test } from '../e2e/fixtures'

export const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3001}`

/** A real session from the server, stored as the sign-in page stores it. */
export function signedIn() {
  test.beforeEach(async ({ page, request }, testInfo) => {
    if (testInfo.title.startsWith('signs in')) return
    const login = await request.post(`${apiUrl}/jwt/login`, {
      data: { email: 'admin@demo.com', password: 'admin' }
    })
    const session = (await login.json()) as { userData: unknown; accessToken: string; refreshToken: string }
    await page.addInitScript((s) => {
      if (localStorage.getItem('accessToken')) return
      localStorage.setItem('userData', JSON.stringify(s.userData))
      localStorage.setItem('accessToken', s.accessToken)
      localStorage.setItem('refreshToken', s.refreshToken)
    }, session)
  })
}

// The server keeps what a failed attempt left: a retry (or a repeat) works on records of its own.
export function attempt<T>(records: readonly T[]): T {
  const { retry, repeatEachIndex } = test.info()
  return records[(retry + repeatEachIndex) % records.length]!
}

/** What the server answers now, read with the page's session: cheaper than a reload where the page is done. */
export async function stored(page: Page, path: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  const answer = await page.request.get(`${apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  return answer.text()
}
