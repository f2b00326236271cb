import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { makeStore } from '@/redux/store'
import { selectLayout } from '@/redux/layout'
import { buildRouteTree } from '@/router'
import { expectConsole, expectUncaught } from '@tests/console'
import { ensureI18n, renderWithProviders } from '@tests/renderWithProviders'

const html = () => document.documentElement
const layoutRoot = (container: HTMLElement) => container.querySelector('.layout') as HTMLElement

describe('app shell', () => {
  it('shows the eCommerce dashboard in the vertical layout with the menu, navbar and footer', async () => {
    const { container } = await renderWithProviders('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeInTheDocument()
    expect(layoutRoot(container)).toHaveClass(
      'layout-vertical',
      'navbar-floating',
      'footer-static',
      'content-boxed'
    )
    const menu = screen.getByRole('complementary', { name: 'Main menu' })
    expect(within(menu).getByRole('link', { name: 'eCommerce' })).toHaveClass('active')
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Nordlight')
    await waitFor(() => expect(document.title).toBe('eCommerce Dashboard · Nordlight'))
  })

  it('unfolds a menu group and follows a link, marking it active', async () => {
    const { user, router } = await renderWithProviders('/')
    const menu = await screen.findByRole('complementary', { name: 'Main menu' })
    const group = within(menu).getByRole('button', { name: 'Page Layouts' })
    expect(group).toHaveAttribute('aria-expanded', 'false')
    await user.click(group)
    expect(group).toHaveAttribute('aria-expanded', 'true')
    await user.click(within(menu).getByRole('link', { name: 'Layout Empty' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Layout Empty' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/page-layout/layout-empty')
    expect(within(menu).getByRole('link', { name: 'Layout Empty' })).toHaveClass('active')
  })

  it('applies every customizer change live and remembers only its five stored keys', async () => {
    const { user, store, container } = await renderWithProviders('/')
    await screen.findByRole('heading', { level: 1, name: 'eCommerce Dashboard' })
    await user.click(screen.getByRole('button', { name: 'Open theme customizer' }))
    // The panel is a chunk of its own, loaded on this first click.
    const panel = await screen.findByRole('dialog')

    await user.click(
      within(within(panel).getByRole('group', { name: 'Skin' })).getByRole('button', { name: 'Dark' })
    )
    await waitFor(() => expect(html()).toHaveAttribute('data-bs-theme', 'dark'))
    expect(localStorage.getItem('skin')).toBe('"dark"')

    await user.click(within(panel).getByRole('switch', { name: 'Right to left (RTL)' }))
    await waitFor(() => expect(html()).toHaveAttribute('dir', 'rtl'))
    expect(localStorage.getItem('direction')).toBe('"rtl"')

    await user.click(within(panel).getByRole('switch', { name: 'Menu collapsed' }))
    expect(layoutRoot(container)).toHaveClass('menu-collapsed')
    expect(localStorage.getItem('menuCollapsed')).toBe('true')

    await user.click(within(panel).getByRole('radio', { name: 'Full width' }))
    expect(layoutRoot(container)).toHaveClass('content-full')
    const [navbarSticky, footerSticky] = within(panel).getAllByRole('radio', { name: 'Sticky' })
    await user.click(navbarSticky)
    expect(layoutRoot(container)).toHaveClass('navbar-sticky')
    await user.click(footerSticky)
    expect(layoutRoot(container)).toHaveClass('footer-sticky')
    await user.click(within(panel).getByRole('button', { name: 'Primary' }))
    expect(container.querySelector('.layout-navbar .navbar')).toHaveClass('bg-primary')

    await user.click(within(panel).getByRole('radio', { name: 'Horizontal' }))
    expect(layoutRoot(container)).toHaveClass('layout-horizontal')
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0)

    expect(localStorage.getItem('layout')).toBe('"horizontal"')
    await user.click(within(panel).getByRole('switch', { name: /Single-key shortcuts/ }))
    expect(selectLayout(store.getState()).keyShortcuts).toBe(false)
    expect(localStorage.getItem('keyShortcuts')).toBe('false')
    expect(Object.keys(localStorage).sort()).toEqual([
      'direction',
      'keyShortcuts',
      'language',
      'layout',
      'menuCollapsed',
      'skin'
    ])

    await user.click(within(panel).getByRole('button', { name: 'Reset to defaults' }))
    expect(selectLayout(store.getState()).layout).toBe('vertical')
    await waitFor(() => expect(html()).toHaveAttribute('dir', 'ltr'))
  })

  it('opens in the layout remembered from the last visit', async () => {
    localStorage.setItem('layout', '"horizontal"')
    const { container } = await renderWithProviders('/')
    await screen.findByRole('heading', { level: 1, name: 'eCommerce Dashboard' })
    expect(layoutRoot(container)).toHaveClass('layout-horizontal')
  })

  it('hides the navbar and the footer when their type is hidden', async () => {
    const { container } = await renderWithProviders('/', {
      preloadedState: {
        layout: { ...makeStore().getState().layout, navbarType: 'hidden', footerType: 'hidden' }
      }
    })
    await screen.findByRole('heading', { level: 1, name: 'eCommerce Dashboard' })
    expect(container.querySelector('.layout-navbar')).toBeNull()
    expect(layoutRoot(container)).toHaveClass('footer-hidden')
  })

  it('lets a route fix layout settings through its meta without storing them', async () => {
    const { container, router, store } = await renderWithProviders('/page-layout/collapse-menu')
    await screen.findByRole('heading', { level: 1, name: 'Collapsed Menu' })
    expect(layoutRoot(container)).toHaveClass('menu-collapsed')
    expect(selectLayout(store.getState()).menuCollapsed).toBe(false)

    await router.navigate('/page-layout/without-menu')
    await screen.findByRole('heading', { level: 1, name: 'Without Menu' })
    expect(screen.queryByRole('complementary', { name: 'Main menu' })).toBeNull()
    expect(layoutRoot(container)).not.toHaveClass('menu-collapsed')

    await router.navigate('/page-layout/layout-blank')
    await screen.findByRole('heading', { level: 1, name: 'Layout Blank' })
    expect(container.querySelector('.layout')).toBeNull()
  })

  it('shows the 404 page for an unknown path', async () => {
    await renderWithProviders('/somewhere/else')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it('translates the menu when the language changes', async () => {
    const { user } = await renderWithProviders('/')
    // The navbar is its own lazy chunk: it may come after the page, most of all when nothing is transformed yet.
    await user.click(await screen.findByRole('button', { name: 'Language: English' }))
    await user.click(await screen.findByRole('menuitem', { name: /Français/ }))
    const menu = screen.getByRole('complementary', { name: /menu/i })
    expect(await within(menu).findByRole('link', { name: 'Analytique' })).toBeInTheDocument()
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'fr'))
  })

  it('validates the coming-soon form and confirms a valid address', async () => {
    const { user } = await renderWithProviders('/misc/coming-soon')
    const email = await screen.findByLabelText('Email address')
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument()
    await user.type(email, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument()
    await user.clear(email)
    await user.type(email, 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(await screen.findByRole('status')).toHaveTextContent('ada@example.com')
  })
})

describe('route errors', () => {
  function renderRoutes(load: () => Promise<{ default: () => JSX.Element }>) {
    const router = createMemoryRouter(buildRouteTree([{ path: '/', load, meta: { publicRoute: true } }]), {
      initialEntries: ['/']
    })
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>
    )
  }

  it('offers a reload when a route chunk fails to load', async () => {
    await ensureI18n()
    expectConsole('error', /Failed to fetch dynamically imported module/)
    expectUncaught(/Failed to fetch dynamically imported module/)
    renderRoutes(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js'))
    )
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })

  it('keeps the frame and explains when a page crashes', async () => {
    await ensureI18n()
    expectConsole('error', /kaboom/)
    expectUncaught(/kaboom/)
    const Broken = () => {
      throw new Error('kaboom')
    }
    renderRoutes(async () => ({ default: Broken }))
    expect(await screen.findByText('Something went wrong on this page')).toBeInTheDocument()
    expect(screen.getByText('kaboom')).toBeInTheDocument()
    expect(screen.getAllByRole('complementary', { name: 'Main menu' }).length).toBeGreaterThan(0)
  })
})
