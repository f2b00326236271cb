#!/usr/bin/env node
// `npm run api`: the mock API's handlers over HTTP (src/@fake-db/server); flags and environment in settings.ts.

/* global process, console */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const vite = await createServer({
  root,
  configFile: false,
  appType: 'custom',
  logLevel: 'warn',
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, watch: null, ws: false }
})
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })

async function stop(code) {
  await Promise.allSettled([api?.close(), runner.close(), vite.close()])
  process.exit(code)
}

let api
try {
  const { main } = await runner.import('/src/@fake-db/server/main.ts')
  api = await main(process.argv.slice(2), process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stop(1)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(0))
