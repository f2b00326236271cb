import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ensureI18n } from '@tests/renderWithProviders'
import { ScrollTop } from './ScrollTop'

function scrolledTo(y: number) {
  const read = vi.fn(() => y)
  Object.defineProperty(window, 'scrollY', { configurable: true, get: read })
  return read
}

describe('ScrollTop', () => {
  beforeAll(ensureI18n)
  afterEach(() => scrolledTo(0))

  it('reads the scroll offset only on scroll, never as the page first renders', async () => {
    const read = scrolledTo(0)
    render(<ScrollTop />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(read).not.toHaveBeenCalled()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows past the offset, scrolls to the top and hides back above it', async () => {
    render(<ScrollTop />)
    scrolledTo(900)
    fireEvent.scroll(window)
    const button = await screen.findByRole('button', { name: 'Scroll to top' })
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    await userEvent.click(button)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 })
    scrolledTo(100)
    fireEvent.scroll(window)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
