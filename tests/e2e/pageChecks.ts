import type { Page } from '@playwright/test'

export interface PageDefects {
  /** Ids used more than once, with their count. */
  duplicateIds: string[]
  /** Same-page links whose target does not exist. */
  missingAnchors: string[]
  /** Left-to-right texts a right-to-left page shows reordered ("?How", "AM 9:30"), as rendered. */
  reorderedTexts: string[]
}

/**
 * What the page's markup gets wrong that axe does not report, read in one pass. A text is reordered when its last
 * character is drawn left of its first on the same line: on a page whose language runs left to right, that only
 * happens when the right-to-left layout took over the text's own direction.
 */
export function pageDefects(page: Page): Promise<PageDefects> {
  return page.evaluate(() => {
    const counts = new Map<string, number>()
    // ApexCharts names its SVG masks per redraw and may briefly hold two: the library's, not the page's, ids.
    for (const element of Array.from(document.querySelectorAll('[id]:not(.apexcharts-svg *)'))) {
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1)
    }
    const duplicateIds = [...counts].filter(([, count]) => count > 1).map(([id, count]) => `#${id} x${count}`)

    const missingAnchors = Array.from(document.querySelectorAll('a[href^="#"]'))
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.length > 1 && !document.getElementById(decodeURIComponent(href.slice(1))))

    const reorderedTexts: string[] = []
    const root = document.documentElement
    const textIsLeftToRight = !/^(ar|he|fa|ur)\b/.test(root.lang)
    if (root.dir === 'rtl' && textIsLeftToRight) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      const rectOf = (node: Text, index: number) => {
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        return range.getBoundingClientRect()
      }
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data
        if (!/\p{Script=Latin}/u.test(text)) continue
        // Text only a screen reader gets (visually hidden in a one-pixel box) is not drawn. Layout sizes, not the
        // bounding box, which a spinning spinner makes wider than its one-pixel label.
        const parent = node.parentElement
        if (!parent || parent.offsetWidth <= 1 || parent.offsetHeight <= 1) continue
        // Direction marks and isolates draw nothing: the first and last characters drawn are compared.
        const first = text.search(/[^\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
        const last =
          text.length - 1 - (text.match(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/)?.[0].length ?? 0)
        if (first < 0 || last <= first) continue
        // Characters outside the BMP take two code units: a one-unit range would split them.
        if (text.charCodeAt(last) >= 0xdc00 && text.charCodeAt(last) <= 0xdfff) continue
        const start = rectOf(node, first)
        const end = rectOf(node, last)
        if (start.width === 0 || end.width === 0) continue
        const sameLine = Math.abs(start.top - end.top) < Math.min(start.height, end.height) / 2
        if (sameLine && end.left < start.left - 0.5) {
          reorderedTexts.push(
            `"${text.trim().slice(0, 60)}" in <${node.parentElement?.tagName.toLowerCase()}>`
          )
        }
      }
    }
    if (root.dir === 'rtl') {
      // A field shows its value in the layout's direction unless told otherwise: an e-mail would lose its start.
      for (const field of Array.from(document.querySelectorAll<HTMLInputElement>('input, textarea'))) {
        if (!/\p{Script=Latin}/u.test(field.value) || field.getBoundingClientRect().width === 0) continue
        const style = getComputedStyle(field)
        if (style.unicodeBidi !== 'plaintext' && style.direction !== 'ltr') {
          reorderedTexts.push(`field "${field.value.slice(0, 60)}" (${field.name || field.id})`)
        }
      }
    }
    return { duplicateIds, missingAnchors, reorderedTexts }
  })
}
