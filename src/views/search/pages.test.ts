import { describe, expect, it } from 'vitest'
import { registeredPages } from './pages'

describe('the search’s pages', () => {
  it('come from the registrations, home first, with unique ids, targets and links', () => {
    expect(registeredPages[0]).toMatchObject({ link: '/', target: 'home', icon: 'ShoppingCart' })
    for (const key of ['id', 'target', 'link'] as const)
      expect(new Set(registeredPages.map((page) => page[key])).size).toBe(registeredPages.length)
    expect(registeredPages.map((page) => page.link)).toEqual(
      expect.arrayContaining(['/apps/email', '/apps/invoice/list', '/pages/login-basic', '/misc/error'])
    )
  })
})
