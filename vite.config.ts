/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import postcssRtl from 'postcss-rtlcss'

// Path aliases live only in tsconfig.json; Vite and Vitest read them from there.
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  css: {
    // One stylesheet serves both directions: rules that depend on direction get a [dir] twin,
    // so flipping <html dir> switches live without loading another file. :where() keeps the
    // twins at the specificity of the original rule, so later rules still override them.
    postcss: { plugins: [postcssRtl({ ltrPrefix: ':where([dir="ltr"])', rtlPrefix: ':where([dir="rtl"])', bothPrefix: ':where([dir])' })] },
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] }
    }
  },
  build: { manifest: true, chunkSizeWarningLimit: 600 },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
  test: {
    // Logic (handlers, slices, utilities) runs under Node; components (*.test.tsx) in jsdom.
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'], setupFiles: ['tests/setup-mock.ts'] }
      },
      {
        extends: true,
        // One retry on CI: screen tests wait on lazy chunks and timers, which a loaded 2-core runner
        // can starve; a failure that repeats is still a failure.
        test: { name: 'dom', environment: 'jsdom', retry: process.env.CI ? 1 : 0, include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'], setupFiles: ['tests/setup-mock.ts', 'tests/setup-dom.ts'], testTimeout: 20000 }
      }
    ],
    restoreMocks: true
  }
})
