import type { Plugin } from 'vite'

/**
 * Contract modules (`contract.ts`: zod schemas, enum lists, endpoint paths, pure rules) are pure by
 * the house rules, so each top-level `const name = callee(...)` in one (exported or not) is marked
 * `/* @__PURE__ *\/`. With `z` declared pure (treeshake.manualPureFunctions in vite.config.ts) that
 * already covers `z.object(...)` chains; this covers schemas derived from another one
 * (`invoiceSchema.pick(...).extend(...)`), whose call chain starts at a name the bundler cannot
 * know is pure. An unused schema is then dropped, and zod with it.
 */
const contractModule = /[\\/]src[\\/].*[\\/]contract\.ts$/
const topLevelCall = /^((?:export\s+)?const\s+[\w$]+\s*(?::[^=\n]+)?=\s*)(?=[\w$]+(?:\s*\.\s*[\w$]+)*\s*\()/gm

export function pureContracts(): Plugin {
  return {
    name: 'nordlight:pure-contracts',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: contractModule },
      handler(code) {
        const marked = code.replace(topLevelCall, '$1/* @__PURE__ */ ')
        return marked === code ? null : { code: marked, map: null }
      }
    }
  }
}
