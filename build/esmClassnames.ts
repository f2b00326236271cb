import type { Plugin } from 'vite'

/** The classnames package's default export, same results (tests/unit/esmClassnames.test.ts), as plain ES. */
export function classNames(...args: unknown[]): string {
  let joined = ''
  for (const arg of args) {
    if (!arg) continue
    let value: unknown = ''
    if (typeof arg === 'string' || typeof arg === 'number') value = arg
    else if (Array.isArray(arg)) value = classNames(...(arg as unknown[]))
    else if (typeof arg === 'object') {
      const { toString } = arg as { toString: () => string }
      value =
        toString !== Object.prototype.toString && !toString.toString().includes('[native code]')
          ? toString.call(arg)
          : Object.keys(arg)
              .filter((key) => (arg as Record<string, unknown>)[key])
              .join(' ')
    }
    if (value) joined = joined ? `${joined} ${String(value)}` : String(value)
  }
  return joined
}

const moduleId = '\0nordlight:classnames'

/** reactstrap's classnames is CommonJS, its wrapper copied into a dozen small chunks: this module is a third of it. */
export function esmClassnames(): Plugin {
  return {
    name: 'nordlight:esm-classnames',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'classnames' ? moduleId : null),
    load: (id) => (id === moduleId ? `export default ${classNames.toString()}` : null)
  }
}
