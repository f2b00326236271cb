import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Never run by `npm test`; each file prints `BENCH ...` lines and fails when over its budget. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // Same path aliases as the app: they live only in tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['bench/**/*.bench.ts'],
    environment: 'node',
    // One file at a time, so timings are not skewed by other benchmarks running alongside.
    fileParallelism: false,
    restoreMocks: true
  }
})
