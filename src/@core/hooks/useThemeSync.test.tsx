import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import i18n from 'i18next'
import { useTranslation } from 'react-i18next'
import { languages } from '@/configs/i18n'
import { updateLayout } from '@/redux/layout'
import { renderComponent } from '@tests/renderWithProviders'
import { useThemeSync } from './useThemeSync'

function Footer() {
  useThemeSync()
  const { t } = useTranslation()
  return (
    <>
      <p data-testid="rights">{t('shell.footerRights', { year: 2026, name: 'Nordlight' })}</p>
      <p data-testid="made">{t('shell.footerMade')}</p>
    </>
  )
}

const text = '© 2026 Nordlight · All rights reserved'

describe('translated text on a page of the other direction', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'))

  it('is one left-to-right run on a right-to-left page when it starts or ends with a digit or sign', async () => {
    const { store } = await renderComponent(<Footer />)
    expect(screen.getByTestId('rights').textContent).toBe(text)
    act(() => {
      store.dispatch(updateLayout({ direction: 'rtl' }))
    })
    expect(document.documentElement.getAttribute('dir')).toBe('rtl')
    expect(screen.getByTestId('rights').textContent).toBe(`\u2066${text}\u2069`)
    expect(screen.getByTestId('made').textContent).toBe('Built with care for admins')
    act(() => {
      store.dispatch(updateLayout({ direction: 'ltr' }))
    })
    expect(screen.getByTestId('rights').textContent).toBe(text)
  })
})

// A starter may leave Arabic out, the one right-to-left language.
const offered: readonly string[] = languages.map((language) => language.code)
describe.runIf(offered.includes('ar'))('a right-to-left language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en')
    document.documentElement.removeAttribute('dir')
  })

  it.each(['ltr', 'rtl'] as const)(
    'draws the page right to left, and a left-to-right language brings back the chosen %s',
    async (chosen) => {
      const { store } = await renderComponent(<Footer />)
      act(() => {
        store.dispatch(updateLayout({ direction: chosen }))
      })
      await act(() => i18n.changeLanguage('ar'))
      expect(document.documentElement.getAttribute('dir')).toBe('rtl')
      expect(localStorage.getItem('direction')).toBe(JSON.stringify(chosen))
      await act(() => i18n.changeLanguage('en'))
      expect(document.documentElement.getAttribute('dir')).toBe(chosen)
    }
  )
})

describe('the system skin', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    for (const name of ['data-bs-theme', 'data-skin']) document.documentElement.removeAttribute(name)
  })

  function systemSaysDark(dark: boolean) {
    const listeners = new Set<() => void>()
    const state = { dark }
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          get matches() {
            return query === '(prefers-color-scheme: dark)' && state.dark
          },
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener)
        }) as unknown as MediaQueryList
    )
    return (next: boolean) => {
      state.dark = next
      act(() => listeners.forEach((listener) => listener()))
    }
  }

  const theme = () => document.documentElement.getAttribute('data-bs-theme')

  it('follows the system live until a skin is chosen, and keeps "system" as the stored choice', async () => {
    const switchSystem = systemSaysDark(false)
    const { store } = await renderComponent(<Footer />)
    expect(store.getState().layout.skin).toBe('system')
    expect(theme()).toBe('light')
    switchSystem(true)
    expect(theme()).toBe('dark')
    expect(document.documentElement.getAttribute('data-skin')).toBe('dark')
    expect(localStorage.getItem('skin')).toBe('"system"')
    act(() => {
      store.dispatch(updateLayout({ skin: 'light' }))
    })
    expect(theme()).toBe('light')
    switchSystem(false)
    switchSystem(true)
    expect(theme()).toBe('light')
    expect(localStorage.getItem('skin')).toBe('"light"')
  })
})
