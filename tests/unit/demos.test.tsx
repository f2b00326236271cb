import '@fake-db'
import type { ComponentType } from 'react'
import { render, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import i18n from '@/configs/i18n'
import { makeStore } from '@/redux/store'
import '@/views/charts/chartjs/register'
import { ensureI18n } from '@tests/renderWithProviders'
import { sessionFor } from '@tests/sessions'

/** Every demo area: the folder of its pages and the namespace of their texts. */
const areas = [
  { folder: '/src/views/ui/components/', ns: 'components' },
  { folder: '/src/views/ui/elements/', ns: 'ui' },
  { folder: '/src/views/charts/', ns: 'charts' },
  { folder: '/src/views/tables/', ns: 'tables' },
  { folder: '/src/views/forms/pages/', ns: 'formPages' },
  { folder: '/src/views/forms/elements/', ns: 'formElements' },
  { folder: '/src/views/extensions/', ns: 'extensions' }
] as const

const files = import.meta.glob<{ default: ComponentType }>('/src/views/**/demos/*.tsx', { eager: true })

const demos = Object.entries(files).map(([path, module]) => {
  const area = areas.find(({ folder }) => path.startsWith(folder))
  const [page, , file] = path.slice(area?.folder.length ?? 0).split('/')
  return {
    path,
    ns: area?.ns ?? 'none',
    section: page!,
    name: file!.replace('.tsx', ''),
    Demo: module.default
  }
})

// jsdom draws nothing: Chart.js gets a 2D context that accepts every call, so its demos run their code.
function fakeContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const values: Record<PropertyKey, unknown> = { canvas }
  const context: CanvasRenderingContext2D = new Proxy(values as unknown as CanvasRenderingContext2D, {
    get: (_target, key) =>
      key in values ? values[key] : key === 'measureText' ? () => ({ width: 10 }) : () => context,
    set: (_target, key, value) => {
      values[key] = value
      return true
    }
  })
  return context
}
HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
  return fakeContext(this)
} as unknown as typeof HTMLCanvasElement.prototype.getContext

async function renderIn(Demo: ComponentType, instance: typeof i18n) {
  const router = createMemoryRouter([{ path: '*', element: <Demo /> }], { initialEntries: ['/demo'] })
  const { container, unmount } = render(
    <Provider store={makeStore({ auth: sessionFor('admin') })}>
      <I18nextProvider i18n={instance}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  )
  await waitFor(() => expect(container).not.toBeEmptyDOMElement())
  return { container, unmount }
}

/** Words of two letters or more, file names such as `brief.pdf` left out. */
const words = (text: string) =>
  text
    .split(' ')
    .filter((token) => !/\p{L}\.\p{L}/u.test(token))
    .join(' ')
    .match(/\p{L}{2,}/gu)?.length ?? 0

/** The text of every element that holds text itself, when it has three words or more. */
function sentences(root: HTMLElement) {
  const ownsText = (element: Element) =>
    Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()
    )
  return Array.from(root.querySelectorAll('*'))
    .filter(ownsText)
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((text) => words(text) >= 3)
}

const missing: string[] = []
// French with no fallback: a key French lacks is reported instead of showing the English text.
let french: typeof i18n
let english: typeof i18n

beforeAll(async () => {
  await ensureI18n()
  french = i18n.cloneInstance({
    lng: 'fr',
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (_languages, ns, key) => missing.push(`${ns}:${key}`)
  })
  // The list kit's words come with its own namespace, loaded by the kit's first render in the app.
  await i18n.loadNamespaces(['common', 'demo', 'list', ...areas.map(({ ns }) => ns)])
  await i18n.loadLanguages('fr')
  await french.changeLanguage('fr')
  english = i18n.cloneInstance({ lng: 'en' })
  await english.changeLanguage('en')
})

afterEach(() => {
  missing.length = 0
  vi.restoreAllMocks()
})

describe('every demo of every demo area', () => {
  it('finds the demos of each area', () => {
    for (const { ns } of areas) expect(demos.filter((demo) => demo.ns === ns).length).toBeGreaterThan(0)
    expect(demos.filter((demo) => demo.ns === 'none')).toEqual([])
    console.info(`[demos] ${demos.length} demos rendered in French`)
  })

  it.each(demos)('$path renders in French with no console error and no missing key', async (demo) => {
    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')
    const { Demo, ns, section, name } = demo
    await renderIn(Demo, french)
    for (const part of ['title', 'description']) french.t(`${section}.demos.${name}.${part}`, { ns })
    expect(missing).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
  })

  const components = demos.filter(({ ns }) => ns === 'components' || ns === 'formElements')
  it.each(components)(
    '$section/$name shows no English sentence left untranslated in French',
    async ({ Demo }) => {
      const inEnglish = await renderIn(Demo, english)
      const englishSentences = sentences(inEnglish.container)
      inEnglish.unmount()
      const { container } = await renderIn(Demo, french)
      const frenchSentences = new Set(sentences(container))
      expect(englishSentences.filter((text) => frenchSentences.has(text))).toEqual([])
    }
  )
})
