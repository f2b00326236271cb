/* global URL */
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon'
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg'])

export function serve(dir) {
  const cache = new Map()
  const load = (file) => {
    if (!cache.has(file)) {
      const body = readFileSync(file)
      const ext = path.extname(file)
      cache.set(file, {
        body,
        gzip: compressible.has(ext) ? gzipSync(body, { level: 6 }) : null,
        type: types[ext] ?? 'application/octet-stream'
      })
    }
    return cache.get(file)
  }
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    let file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dir, 'index.html')
    const { body, gzip, type } = load(file)
    const useGzip = gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    response.writeHead(200, {
      'content-type': type,
      'cache-control': 'no-cache',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {})
    })
    response.end(useGzip ? gzip : body)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) })
    })
  })
}
