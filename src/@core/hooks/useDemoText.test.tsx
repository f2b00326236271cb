import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { createInstance, type PostProcessorModule } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import type React from 'react'
import { useDemoText } from './useDemoText'

// Stands for the app's bidi isolation: it changes every translated text, as on a right-to-left page.
const marked: PostProcessorModule = {
  type: 'postProcessor',
  name: 'marked',
  process: (value) => `[${value}]`
}

async function demoTextIn(language: string, postProcess: string[] = []) {
  const i18n = createInstance()
  await i18n
    .use(initReactI18next)
    .use(marked)
    .init({
      postProcess,
      lng: language,
      fallbackLng: 'en',
      resources: {
        en: { notes: { content: { greeting: 'Good morning', farewell: 'See you' } } },
        fr: { notes: { content: { greeting: 'Bonjour' } } }
      }
    })
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  )
  return renderHook(() => useDemoText('notes'), { wrapper }).result.current
}

describe('useDemoText', () => {
  it('shows a seed text in the reader’s language', async () => {
    expect((await demoTextIn('fr'))('greeting', 'Good morning')).toBe('Bonjour')
  })

  it('shows a text the user edited exactly as written', async () => {
    expect((await demoTextIn('fr'))('greeting', 'Good morning, team')).toBe('Good morning, team')
  })

  it('shows a text with no translation as written', async () => {
    const demo = await demoTextIn('fr')
    expect(demo('unknown', 'Hello there')).toBe('Hello there')
    expect(demo('farewell', 'See you')).toBe('See you')
  })

  it('still knows a seed text when every translation is post-processed', async () => {
    expect((await demoTextIn('fr', ['marked']))('greeting', 'Good morning')).toBe('[Bonjour]')
  })
})
