import { afterEach, describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { useTranslation } from 'react-i18next'
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
