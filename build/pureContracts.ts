import type { Plugin } from 'vite'

/** Marks each top-level call of a contract.ts pure, so an unused derived schema is dropped, and zod with it. */
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
