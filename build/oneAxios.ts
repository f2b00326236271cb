import type { Plugin } from 'vite'

/**
 * One axios in the bundle. axios-mock-adapter is CommonJS: its `require("axios")` resolves axios's
 * "require" condition (dist/browser/axios.cjs, 57 KB raw), a second copy beside the ESM axios the
 * app imports. Resolving that one import as the app's `import 'axios'` gives both the same module
 * (the adapter only reads `axios.AxiosError`, a named export of the ESM build).
 */
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
