import type { Plugin } from 'vite'

/** axios-mock-adapter's `require("axios")` would bundle axios's CommonJS build as a second copy. */
export function oneAxios(): Plugin {
  return {
    name: 'nordlight:one-axios',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'axios' || !importer || !/[\\/]node_modules[\\/]axios-mock-adapter[\\/]/.test(importer))
        return null
      return this.resolve(
        'axios',
        importer.replace(/node_modules[\\/]axios-mock-adapter[\\/].*$/, 'src/main.tsx'),
        { ...options, kind: 'import-statement', skipSelf: true }
      )
    }
  }
}
