import type { Direction, Skin } from '@/configs/themeConfig'

/** Puts skin and direction on <html>. index.html runs the same few lines before first paint;
 *  keep the two in step (tests/unit/prepaint.test.ts checks they agree). */
export function applyTheme(root: HTMLElement, skin: Skin, direction: Direction): void {
  setIfChanged(root, 'data-bs-theme', skin === 'dark' ? 'dark' : 'light')
  setIfChanged(root, 'data-skin', skin)
  setIfChanged(root, 'dir', direction)
}

/** Setting an attribute of <html>, even to the value it has, makes the browser restyle every element
 *  a rule on that attribute may reach (all of them for `dir`): the first render after the pre-paint
 *  script would pay a full restyle for nothing. */
function setIfChanged(root: HTMLElement, name: string, value: string): void {
  if (root.getAttribute(name) !== value) root.setAttribute(name, value)
}
