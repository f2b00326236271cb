import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Runs the app's TypeScript in Node as Vite would (aliases, import.meta.glob), without the app's plugins. */
export async function startRunner() {
  const vite = await createServer({
    root,
    configFile: false,
    appType: 'custom',
    logLevel: 'warn',
    resolve: { tsconfigPaths: true },
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, watch: null, ws: false }
  })
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })
  return {
    runner,
    close: () => Promise.allSettled([runner.close(), vite.close()])
  }
}
