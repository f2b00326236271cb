// highlight.js core with only the grammars the demo files need (about 10 KB gzip instead of 300).
import hljs from 'highlight.js/lib/core'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'
import scss from 'highlight.js/lib/languages/scss'

hljs.registerLanguage('typescript', typescript)
hljs.registerLanguage('xml', xml)
hljs.registerLanguage('scss', scss)

export type CodeLanguage = 'typescript' | 'xml' | 'scss'

export function highlight(code: string, language: CodeLanguage = 'typescript'): string {
  return hljs.highlight(code, { language }).value
}
