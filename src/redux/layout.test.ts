import { afterEach, describe, expect, it } from 'vitest'
import { themeConfig } from '@/configs/themeConfig'
import { makeStore } from './store'
import { resetLayout, selectLayout, updateLayout } from './layout'

function withStorage(values: Record<string, string>) {
  const items = new Map(Object.entries(values))
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    value: {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value)
      }
    }
  })
}

describe('layout slice', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window')
  })

  it('starts from the default settings', () => {
    const layout = selectLayout(makeStore().getState())
    expect(layout).toEqual(themeConfig.layout)
    expect(layout).toMatchObject({
      skin: 'system',
      direction: 'ltr',
      layout: 'vertical',
      contentWidth: 'boxed',
      navbarType: 'floating',
      footerType: 'static',
      customizer: true,
      scrollTop: true,
      toastPosition: 'top-right'
    })
  })

  it('starts from the stored skin, direction, menuCollapsed and layout', () => {
    withStorage({ skin: '"semi-dark"', direction: '"rtl"', menuCollapsed: 'true', layout: '"horizontal"' })
    const layout = selectLayout(makeStore().getState())
    expect(layout).toMatchObject({
      skin: 'semi-dark',
      direction: 'rtl',
      menuCollapsed: true,
      layout: 'horizontal'
    })
  })

  it('ignores corrupt stored values', () => {
    withStorage({ skin: '{oops', direction: '"up"', menuCollapsed: '"maybe"' })
    expect(selectLayout(makeStore().getState())).toEqual(themeConfig.layout)
  })

  it.each([
    [{ skin: 'dark' as const }],
    [{ direction: 'rtl' as const }],
    [{ layout: 'horizontal' as const }],
    [{ contentWidth: 'full' as const }],
    [{ menuCollapsed: true }],
    [{ menuHidden: true }],
    [{ navbarType: 'hidden' as const }],
    [{ navbarColor: 'primary' as const }],
    [{ footerType: 'sticky' as const }]
  ])('changes exactly the setting it is given: %o', (patch) => {
    const store = makeStore()
    store.dispatch(updateLayout(patch))
    expect(selectLayout(store.getState())).toEqual({ ...themeConfig.layout, ...patch })
  })

  it('resets every setting to the defaults', () => {
    const store = makeStore()
    store.dispatch(
      updateLayout({ skin: 'dark', direction: 'rtl', layout: 'horizontal', footerType: 'hidden' })
    )
    store.dispatch(resetLayout())
    expect(selectLayout(store.getState())).toEqual(themeConfig.layout)
  })
})
