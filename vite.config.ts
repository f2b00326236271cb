/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import postcssRtl from 'postcss-rtlcss'
import { basePath } from './build/basePath.ts'
import { chunkNames } from './build/chunkNames.ts'
import { entryGuard } from './build/entryGuard.ts'
import { oneAxios } from './build/oneAxios.ts'
import { preloadFont } from './build/preloadFont.ts'
import { preloadList } from './build/preloadList.ts'

const names = chunkNames()
const base = basePath()

// Path aliases live only in tsconfig.json; Vite and Vitest read them from there.
export default defineConfig({
  base,
  plugins: [react(), oneAxios(), names.plugin, preloadFont(), entryGuard()],
  resolve: { tsconfigPaths: true },
  css: {
    // Direction rules get a [dir] twin under :where(), so flipping <html dir> switches live at the same specificity.
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
    // The icons page's chunk holds the whole lucide set (834 KB, only that route loads it); the rest are far below.
    chunkSizeWarningLimit: 900,
    modulePreload: { resolveDependencies: preloadList },
    rolldownOptions: {
      // A busy CI machine makes any build look slow: the timing hint is noise there, never an action.
      checks: { bundlerTimings: false },
      preserveEntrySignatures: false,
      output: {
        chunkFileNames: names.chunkFileNames,
        assetFileNames: names.assetFileNames,
        // Heavy one-route libraries get vendor chunks; the entry is one chunk; small common chunks are inlined.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096 },
          includeDependenciesRecursively: false,
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 100 },
            {
              name: 'fullcalendar',
              test: /[\\/]node_modules[\\/](@fullcalendar|@full-ui|temporal-polyfill|temporal-utils)[\\/]/
            },
            // The modules only the Swiper page uses stay out of the chunk the product page loads.
            {
              name: 'swiper-extras',
              test: /[\\/]node_modules[\\/]swiper[\\/](modules[\\/](effect-|autoplay|thumbs|free-mode|pagination)|shared[\\/](effect-|create-shadow))/,
              priority: 1
            },
            { name: 'swiper', test: /[\\/]node_modules[\\/]swiper[\\/]/ },
            { name: 'react-player', test: /[\\/]node_modules[\\/]react-player[\\/]/ },
            // With its stylesheet, which every table page then loads once, not a copy per page chunk.
            {
              name: 'react-data-table-component',
              test: /[\\/]node_modules[\\/]react-data-table-component[\\/]/
            },
            { name: 'rc-slider', test: /[\\/]node_modules[\\/]rc-slider[\\/]/ },
            { name: 'imask', test: /[\\/]node_modules[\\/](react-)?imask[\\/]/ },
            // The .xlsx writer and reader share the zip library; each page loads only the half it uses.
            { name: 'fflate', test: /[\\/]node_modules[\\/]fflate[\\/]/ },
            { name: 'write-excel-file', test: /[\\/]node_modules[\\/]write-excel-file[\\/]/ },
            { name: 'read-excel-file', test: /[\\/]node_modules[\\/](read-excel-file|saxen)[\\/]/ },
            // Recharts has no group: a group made it import back from the route chunk, a cycle that broke it.
            {
              name: 'chart.js',
              test: /[\\/]node_modules[\\/](chart\.js|react-chartjs-2|@kurkle[\\/]color)[\\/]/
            }
          ]
        }
      }
    }
  },
  // Only the app's page: generated HTML (docs/api-reference.html, dist-server-test/) is not scanned for imports.
  optimizeDeps: { entries: ['index.html'] },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup-console.ts', 'tests/setup-mock.ts'],
          testTimeout: 30000,
          // A hook that imports the whole mock afresh can pass the 10 s default on a loaded runner.
          hookTimeout: 30000
        }
      },
      {
        extends: true,
        // One retry on CI: a loaded 2-core runner can starve screen tests; a failure that repeats is still a failure.
        test: {
          name: 'dom',
          environment: 'jsdom',
          retry: process.env.CI ? 1 : 0,
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/setup-console.ts', 'tests/setup-mock.ts', 'tests/setup-dom.ts'],
          testTimeout: 60000
        }
      }
    ],
    // Vitest leaves one core to itself by default; its main process idles, so a 2-core runner gets both.
    maxWorkers: 2,
    // Worker threads start and import faster than forked processes (about 10 % of the dom project, 14 % of node).
    pool: 'threads',
    restoreMocks: true,
    // Every run shuffles with a printed seed, so an order dependence shows up; `--sequence.seed=<seed>` replays it.
    sequence: { shuffle: true }
  }
})
