#!/usr/bin/env node
// `npm run api:verify -- --base-url <url>`: checks a server against docs/openapi.json (scripts/verify/).

/* global process, console */
import { startRunner } from './viteRunner.mjs'

const { runner, close } = await startRunner()
let code = 1
try {
  const { main } = await runner.import('/scripts/verify/main.ts')
  code = await main(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
} finally {
  await close()
}
process.exit(code)
