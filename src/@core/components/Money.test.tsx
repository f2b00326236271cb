import { render } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import i18n from '@/configs/i18n'
import { hasLanguage } from '@tests/languages'
import { ensureI18n } from '@tests/renderWithProviders'
import { Money } from './Money'

beforeAll(ensureI18n)

describe('Money', () => {
  it('keeps the amount left-to-right inside right-to-left text', () => {
    const { container } = render(
      <p dir="rtl">
        <Money value="-$1303.5" />
      </p>
    )
    const amount = container.querySelector('bdi')!
    expect(amount).toHaveAttribute('dir', 'ltr')
    expect(amount).toHaveTextContent('-$1,303.50')
  })

  it.runIf(hasLanguage('de'))('writes the amount in the page language', async () => {
    await i18n.changeLanguage('de')
    const { container } = render(
      <p dir="rtl">
        <Money value={3000} style="whole" />
      </p>
    )
    expect(container.querySelector('bdi')!.textContent).toMatch(/^3\.000\s\$$/)
    await i18n.changeLanguage('en')
  })

  it.runIf(hasLanguage('ar'))(
    'in Arabic, runs right to left with its number and currency sign isolated',
    async () => {
      await i18n.changeLanguage('ar')
      const { container } = render(
        <p dir="rtl">
          <Money value={-1500} style="compact" />
        </p>
      )
      const amount = container.querySelector('bdi')!
      expect(amount).toHaveAttribute('dir', 'rtl')
      expect(amount.textContent).toMatch(/^\u2066-1\.5\u2069\sألف\s\u2066US\$\u2069$/)
      await i18n.changeLanguage('en')
    }
  )
})
