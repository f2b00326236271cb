import type { Direction, Skin } from '@/configs/themeConfig'

/** Puts skin and direction on <html>. index.html runs the same few lines before first paint;
 *  keep the two in step (tests/unit/prepaint.test.ts checks they agree). */
export function applyTheme(root: HTMLElement, skin: Skin, direction: Direction): void {
  root.setAttribute('data-bs-theme', skin === 'dark' ? 'dark' : 'light')
  root.setAttribute('data-skin', skin)
  root.setAttribute('dir', direction)
}
