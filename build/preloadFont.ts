import type { Plugin } from 'vite'

/**
 * Starts the download of the interface font with the HTML. Otherwise the browser asks for it only
 * when its first layout meets text, well into the load, and holds the text of the first paint
 * until it arrives (measured: a framed page's first paint waited ~50 ms for it). Only the Latin
 * file: the other subsets load when text needs them.
 */
export function preloadFont(fileStart = 'public-sans-latin-wght-normal-'): Plugin {
  let base = '/'
  return {
    name: 'nordlight:preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.fileName.startsWith(`assets/${fileStart}`)
        )
        if (!font) throw new Error(`preloadFont: no asset named ${fileStart}* in the build`)
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: ''
            },
            injectTo: 'head'
          }
        ]
      }
    }
  }
}
