/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MOCK_API?: string
  readonly VITE_API_BASE_URL?: string
  /** Milliseconds the mock API waits before each answer ("simulate network latency"). */
  readonly VITE_MOCK_DELAY_MS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** The table library's stylesheet, exported without a .css extension. */
declare module 'react-data-table-component/css'
