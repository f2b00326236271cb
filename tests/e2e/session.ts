import type { Page } from '@playwright/test'
import { sessionFor } from '../sessions'
import { setPreferences, test, type Direction } from './fixtures'

export async function signInAs(page: Page, role: 'admin' | 'client') {
  const session = sessionFor(role)
  await page.addInitScript((s) => {
    localStorage.setItem('userData', JSON.stringify(s.userData))
    localStorage.setItem('accessToken', s.accessToken)
    localStorage.setItem('refreshToken', s.refreshToken)
  }, session)
}

/** Flows in the given directions: both where the direction changes a gesture (dragging, arrow keys), else one. */
export function inDirections(
  name: string,
  directions: readonly Direction[],
  flows: (direction: Direction) => void
) {
  for (const direction of directions) {
    test.describe(`${name} (${direction})`, () => {
      test.beforeEach(async ({ page }) => {
        await signInAs(page, 'admin')
        await setPreferences(page, { skin: 'light', direction })
      })
      flows(direction)
    })
  }
}

/** A page of the whole shell with no chart to redraw: tests of the shell itself start here. */
export const lightShellPage = { path: '/ui-element/typography', heading: 'Typography' } as const
