import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const pages = ['login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'two-steps']

async function drawing(page: string) {
  const { container } = await renderWithProviders(`/pages/${page}-cover`, { as: null })
  await screen.findByRole('heading', { level: 1 })
  const figure = container.querySelector('.auth-illustration')!
  const art = figure.querySelector('svg')!.innerHTML
  expect(figure).toHaveAttribute('aria-hidden', 'true')
  cleanup()
  return art
}

describe('auth illustrations', () => {
  it('draws a picture of its own on each kind of page, hidden from assistive technology', async () => {
    const drawings = []
    for (const page of pages) drawings.push(await drawing(page))
    expect(new Set(drawings).size).toBe(pages.length)
  })
})
