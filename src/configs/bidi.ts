import i18n, { type PostProcessorModule } from 'i18next'

const isolates = { ltr: ['\u2066', '\u2069'], rtl: ['\u2067', '\u2069'] } as const
// Letters of right-to-left scripts, and letters of any other script.
const strong = { rtl: /[\p{Script=Hebrew}\p{Script=Arabic}]/u, any: /\p{L}/u }

const directions = new Map<string, 'ltr' | 'rtl'>()

/** A language's text direction, worked out once per language: every translated text asks for it. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  let direction = directions.get(language)
  if (direction === undefined) {
    direction = i18n.dir(language)
    directions.set(language, direction)
  }
  return direction
}

/** The page's direction: a right-to-left language sets it; under any other the user's own choice holds. */
export const pageDirection = (chosen: 'ltr' | 'rtl', language: string): 'ltr' | 'rtl' =>
  textDirection(language) === 'rtl' ? 'rtl' : chosen

/** Emitted on i18n when the page direction changes, so translated texts render again. */
export const directionChanged = 'directionChanged'

/**
 * A translated text on a page of the other direction that starts or ends with a number or punctuation is
 * one isolated run, so it keeps its own order there ("12 min ago", not "min ago 12"); a text from letter
 * to letter already does.
 */
export const isolateText: PostProcessorModule = {
  type: 'postProcessor',
  name: 'isolate',
  process(value, _key, options, translator: { language?: string }) {
    // Markup (an editor's starting HTML) is parsed, not shown: an isolate around it would become a stray paragraph.
    if (typeof document === 'undefined' || value === '' || value.startsWith('<')) return value
    const page = document.documentElement.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr'
    const language = textDirection(options.lng ?? translator.language ?? i18n.language)
    if (page === language || (ofDirection(value[0]!, language) && ofDirection(value.at(-1)!, language))) {
      return value
    }
    const [open, close] = isolates[language]
    return `${open}${value}${close}`
  }
}

function ofDirection(character: string, direction: 'ltr' | 'rtl'): boolean {
  return strong.any.test(character) && strong.rtl.test(character) === (direction === 'rtl')
}
