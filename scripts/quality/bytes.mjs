import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** gzip bytes of a route's own chunk (with its CSS) and of everything its first load fetches, entry included. */
export function routeBytes(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
  const sizes = new Map()
  const gzipOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length)
    return sizes.get(file)
  }
  const filesOf = (keys) => keys.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])
  const closure = (start) => {
    const seen = new Set()
    const queue = [...start]
    while (queue.length) {
      const key = queue.shift()
      if (seen.has(key) || !manifest[key]) continue
      seen.add(key)
      queue.push(...(manifest[key].imports ?? []))
    }
    return [...seen]
  }
  const sum = (files) => [...new Set(files)].reduce((total, file) => total + gzipOf(file), 0)
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry))
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.src, key]))
  return (src) => {
    const key = src && keyOf.get(src)
    if (!key) return { own: null, firstLoad: null }
    return {
      own: sum(filesOf([key])),
      firstLoad: sum(filesOf([...new Set([...entry, ...closure([key])])]))
    }
  }
}
