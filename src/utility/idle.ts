/** Resolves once the browser is idle, or after `timeoutMs` at the latest (half a second where it cannot tell). */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    else setTimeout(resolve, Math.min(timeoutMs, 500))
  })
}
