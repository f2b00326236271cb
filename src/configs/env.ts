/** Typed view of the build-time environment (see .env). */
export const env = {
  /** The in-browser mock API answers every call unless VITE_MOCK_API is exactly "false". */
  mockApi: import.meta.env.VITE_MOCK_API !== 'false',
  /** Where calls go when the mock is off (empty: same origin). */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  isTest: import.meta.env.MODE === 'test'
}
