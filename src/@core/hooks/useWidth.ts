import { useEffect, useState } from 'react'

/** The element's content width, kept up to date while `watch` is true (0 until it is first laid out). */
export function useWidth(node: HTMLElement | null, watch = true): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    if (!watch || !node) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0))
    observer.observe(node)
    return () => observer.disconnect()
  }, [watch, node])
  return width
}
