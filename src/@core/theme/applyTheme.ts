import type { Direction, ShownSkin } from '@/configs/themeConfig'

/** index.html runs the same lines before first paint; tests/unit/prepaint.test.ts checks they agree. */
export function applyTheme(root: HTMLElement, skin: ShownSkin, direction: Direction): void {
  setIfChanged(root, 'data-bs-theme', skin === 'dark' ? 'dark' : 'light')
  setIfChanged(root, 'data-skin', skin)
  setIfChanged(root, 'dir', direction)
}

/** Setting an attribute of <html>, even to its value, restyles every element a rule on it may reach. */
function setIfChanged(root: HTMLElement, name: string, value: string): void {
  if (root.getAttribute(name) !== value) root.setAttribute(name, value)
}
