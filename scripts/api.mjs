#!/usr/bin/env node
// `npm run api`: the mock API's handlers over HTTP (server/); flags and environment in server/settings.ts.

/* global process, console */
import { startRunner } from './viteRunner.mjs'

const { runner, close } = await startRunner()
let api

async function stop(code) {
  await Promise.allSettled([api?.close(), close()])
  process.exit(code)
}

try {
  const { main } = await runner.import('/server/main.ts')
  api = await main(process.argv.slice(2), process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stop(1)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(0))
