// A second copy of axios came from axios-mock-adapter's `require("axios")`.

import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const axiosMarker = 'formSerializer'

const count = (text, needle) => text.split(needle).length - 1

/** @param {string} dist */
export function buildFacts(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
  const mock = Object.values(manifest).find((chunk) => chunk.src === 'src/@fake-db/index.ts')
  const mockBody = mock ? readFileSync(path.join(dist, mock.file)) : null
  const assets = path.join(dist, 'assets')
  const axiosCopies = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + count(readFileSync(path.join(assets, file), 'utf8'), axiosMarker), 0)
  return {
    mockFile: mock?.file ?? '-',
    mockRaw: mockBody?.length ?? 0,
    mockGzip: mockBody ? gzipSync(mockBody, { level: 9 }).length : 0,
    axiosCopies
  }
}
