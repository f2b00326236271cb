/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import postcssRtl from 'postcss-rtlcss'
import { chunkNames } from './build/chunkNames.ts'
import { oneAxios } from './build/oneAxios.ts'
import { preloadFont } from './build/preloadFont.ts'
import { pureContracts } from './build/pureContracts.ts'

const names = chunkNames()

// Path aliases live only in tsconfig.json; Vite and Vitest read them from there.
export default defineConfig({
  plugins: [react(), oneAxios(), pureContracts(), names.plugin, preloadFont()],
  resolve: { tsconfigPaths: true },
  css: {
    // One stylesheet serves both directions: rules that depend on direction get a [dir] twin,
    // so flipping <html dir> switches live without loading another file. :where() keeps the
    // twins at the specificity of the original rule, so later rules still override them.
    postcss: {
      plugins: [
        postcssRtl({
          ltrPrefix: ':where([dir="ltr"])',
          rtlPrefix: ':where([dir="rtl"])',
          bothPrefix: ':where([dir])'
        })
      ]
    },
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function']
      }
    }
  },
  build: {
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // zod only where a schema is used. Each app's contract.ts holds zod schemas (top-level
      // `z.object(...)`) beside plain enum lists, paths and pure functions, and list screens import
      // only the plain parts. A bundler keeps a top-level call it cannot prove pure, so one such
      // import would pull every schema, and zod with them (~24 KB gzip), into the list page.
      // Two declarations make the calls droppable: `z` is pure here (so `z.object(...)`, `z.enum()`
      // and chains on them are), and build/pureContracts.ts marks each top-level exported call of a
      // contract.ts pure (schemas derived from another, `base.pick(...).extend(...)`). zod's own
      // modules declare no side effects ("sideEffects" lists only its compile.js), so an unused
      // schema leaves nothing of zod behind. Checked by experiment: a route importing only a plain
      // const from a module exporting `z.object` and `base.pick().extend()` schemas got no zod chunk;
      // without the plugin the derived schema kept zod in, without both the plain schemas did.
      // The z* schema helpers of src/utility/contract.ts are pure too; calls on their results (a
      // `.optional()`) count as pure with them. A nested call on another schema (`a.extend(...)`
      // inside an argument) does not: contracts declare each derived schema at the top level.
      // Required by the inlining of small common chunks below (output.codeSplitting).
      preserveEntrySignatures: false,
      treeshake: { manualPureFunctions: ['z', 'zText', 'zRequiredText', 'zAmount', 'zEmail', 'zIsoDate'] },
      output: {
        chunkFileNames: names.chunkFileNames,
        // A heavy library used by one route only would land inside that route's own chunk; a group
        // gives it a vendor chunk of its own (named by build/chunkNames.ts, listed by the bench),
        // cached apart from the route's code. Only the package itself: its small dependencies
        // (classnames, rc-util) stay where the other importers share them.
        //
        // Fewer, larger chunks on the first screen. With ~100 lazy routes the bundler made a chunk for
        // every set of routes sharing a module: a framed page fetched ~140 scripts, many of them one
        // lucide icon or one reactstrap component of 300 bytes, and the per-request cost, not the
        // bytes, set the first paint. So: everything the entry loads statically is one chunk
        // ('boot'), and automatic common chunks under 4 KB (before minifying) are copied into the
        // chunks that use them (rolldown's inlining of common chunks; it turns on strict execution
        // order). Measured with `npm run bench:load` (medians of 5, 1x CPU): scripts fetched by `/`
        // 139 -> 52, by /login 50 -> 21; `/` first paint 456 -> 376 ms.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096 },
          includeDependenciesRecursively: false,
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 100 },
            {
              name: 'fullcalendar',
              test: /[\\/]node_modules[\\/](@fullcalendar|@full-ui|temporal-polyfill|temporal-utils)[\\/]/
            },
            { name: 'swiper', test: /[\\/]node_modules[\\/]swiper[\\/]/ },
            { name: 'rc-slider', test: /[\\/]node_modules[\\/]rc-slider[\\/]/ },
            { name: 'imask', test: /[\\/]node_modules[\\/](react-)?imask[\\/]/ },
            // Recharts has no group: its helpers also live in other packages' code, and a group left
            // it importing back from the route chunk (a cycle that broke it at run time).
            {
              name: 'chart.js',
              test: /[\\/]node_modules[\\/](chart\.js|react-chartjs-2|@kurkle[\\/]color)[\\/]/
            }
          ]
        }
      }
    }
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
  test: {
    // Logic (handlers, slices, utilities) runs under Node; components (*.test.tsx) in jsdom.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup-console.ts', 'tests/setup-mock.ts']
        }
      },
      {
        extends: true,
        // One retry on CI: screen tests wait on lazy chunks and timers, which a loaded 2-core runner
        // can starve; a failure that repeats is still a failure.
        test: {
          name: 'dom',
          environment: 'jsdom',
          retry: process.env.CI ? 1 : 0,
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/setup-console.ts', 'tests/setup-mock.ts', 'tests/setup-dom.ts'],
          testTimeout: 20000
        }
      }
    ],
    restoreMocks: true
  }
})
