import { readFileSync } from 'node:fs'
import path from 'node:path'

/** What `npm run api:check` says of each committed document that differs from a fresh one (missing counts). */
export function staleFiles(root: string, texts: Record<string, string>): string[] {
  return Object.entries(texts)
    .filter(([file, text]) => {
      try {
        return readFileSync(path.join(root, file), 'utf8') !== text
      } catch {
        return true
      }
    })
    .map(([file]) => `${file} is out of date with the code: run \`npm run api:docs\` and commit it.`)
}
