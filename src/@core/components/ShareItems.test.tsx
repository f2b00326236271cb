import { Suspense } from 'react'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { Dropdown, DropdownMenu, DropdownToggle } from 'reactstrap'
import { renderComponent } from '../../../tests/renderWithProviders'
import { ShareItems } from './ShareItems'
import { ToastHost } from './toast'

// The toasts' host reads the layout settings, which follow the route.
function renderShareMenu() {
  const page = (
    <Suspense fallback={null}>
      <Dropdown isOpen toggle={() => undefined}>
        <DropdownToggle>Share</DropdownToggle>
        <DropdownMenu>
          <ShareItems subject="Aurora desk lamp & shade" />
        </DropdownMenu>
      </Dropdown>
      <ToastHost />
    </Suspense>
  )
  return renderComponent(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} />)
}

describe('ShareItems', () => {
  it("copies this page's address and says so", async () => {
    const { user } = await renderShareMenu()
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(window.location.href)
    expect(await screen.findByText('Link copied.')).toBeInTheDocument()
  })

  it('says so when the browser refuses to copy', async () => {
    const { user } = await renderShareMenu()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'))
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }))
    expect(await screen.findByText('The link could not be copied.')).toBeInTheDocument()
  })

  it('mails the address with the subject, both encoded', async () => {
    await renderShareMenu()
    const mail = await screen.findByRole('menuitem', { name: 'Send by e-mail' })
    const href = new URL(mail.getAttribute('href')!)
    expect(href.protocol).toBe('mailto:')
    expect(href.searchParams.get('subject')).toBe('Aurora desk lamp & shade')
    expect(href.searchParams.get('body')).toBe(window.location.href)
  })
})
