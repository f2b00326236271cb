import { readAreas } from '../starter/areas.mjs'
import { startRunner } from '../viteRunner.mjs'

/** @typedef {{ path: string, link: string, area: string, dir: string, key: string, src: string | null }} QualityRoute */

// Under Vite's module runner a route's `load` reads `__vite_ssr_dynamic_import__("/src/...")`: its screen's source.
const importedSource = /__vite_ssr_dynamic_import__\("\/([^"]+)"\)/

/** Every registered route with its area and the source file of its screen (null when it loads another way). */
export async function registeredRoutes(root) {
  const { runner, close } = await startRunner()
  try {
    /** @type {QualityRoute[]} */
    const routes = []
    for (const { name, key, dir } of readAreas(root)) {
      const app = (await runner.import(`/${dir}/app.ts`))[name]
      for (const route of app.routes) {
        const src = importedSource.exec(route.load.toString())?.[1] ?? null
        routes.push({ path: route.path, link: route.example ?? route.path, area: app.id, dir, key, src })
      }
    }
    return routes
  } finally {
    await close()
  }
}
