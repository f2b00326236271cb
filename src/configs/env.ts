const delaySetting = import.meta.env.VITE_MOCK_DELAY_MS

export const env = {
  /** The in-browser mock API answers every call unless VITE_MOCK_API is exactly "false". */
  mockApi: import.meta.env.VITE_MOCK_API !== 'false',
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  /** VITE_MOCK_DELAY_MS if set; else 250 in the dev server and 0 in builds and tests, so first loads are not slowed. */
  mockDelayMs:
    delaySetting === undefined || delaySetting === ''
      ? import.meta.env.DEV && import.meta.env.MODE !== 'test'
        ? 250
        : 0
      : Math.max(0, Number(delaySetting) || 0),
  isTest: import.meta.env.MODE === 'test'
}

const base = import.meta.env.BASE_URL.replace(/\/+$/, '')

/** A path of the address bar as the router names it: without the base path the build was made for. */
export function appPath(pathname: string): string {
  if (!base || (pathname !== base && !pathname.startsWith(`${base}/`))) return pathname
  return pathname.slice(base.length) || '/'
}
