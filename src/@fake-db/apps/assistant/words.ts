import type { ChatRequest } from '@/views/apps/assistant/contract'
import type { Say } from './model/types'

type Words = { [key: string]: string | Words }

// The answer's words in every shipped language: the page's own texts, read only when a question is asked.
const locales = import.meta.glob<Words>('/src/locales/*/assistant.json', { import: 'default' })

/** The `say` of the demo model in a language: a key of the assistant namespace with `{{name}}` values filled. */
export async function wordsIn(language: ChatRequest['language']): Promise<Say> {
  const load = locales[`/src/locales/${language}/assistant.json`] ?? locales['/src/locales/en/assistant.json']
  const words = load ? await load() : {}
  return (key, values = {}) => {
    const text = key
      .split('.')
      .reduce<string | Words | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        words
      )
    return String(text ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
  }
}
