import { themeConfig } from '@/configs/themeConfig'

/** One listener gives every `.btn` the ripple; `.no-ripple` opts a button out. */
export function installRipple(root: Document = document, duration = themeConfig.rippleDuration): () => void {
  function onPointerDown(event: PointerEvent) {
    const button = (event.target as Element | null)?.closest?.('.btn:not(.no-ripple):not(:disabled)')
    if (!(button instanceof HTMLElement)) return
    const rect = button.getBoundingClientRect()
    const size = Math.max(rect.width, rect.height) * 2
    const ripple = root.createElement('span')
    ripple.className = 'nl-ripple'
    ripple.style.width = ripple.style.height = `${size}px`
    ripple.style.left = `${event.clientX - rect.left - size / 2}px`
    ripple.style.top = `${event.clientY - rect.top - size / 2}px`
    ripple.style.setProperty('--nl-ripple-duration', `${duration}ms`)
    button.appendChild(ripple)
    setTimeout(() => ripple.remove(), duration)
  }
  root.addEventListener('pointerdown', onPointerDown)
  return () => root.removeEventListener('pointerdown', onPointerDown)
}
