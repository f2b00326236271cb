import type { Plugin } from 'vite'

/** VITE_BASE_PATH with one slash at each end: `/` (the default) or `/admin/`. */
export function basePath(raw = process.env.VITE_BASE_PATH ?? ''): string {
  const inner = raw.trim().replace(/^\/+|\/+$/g, '')
  return inner ? `/${inner}/` : '/'
}

const publicFolders = /(['"`])\/(images|media|files)\//g

/** Code and seed data name files of public/ from the site root; under a base path they move with the site. */
export function publicUrls(base: string): Plugin {
  return {
    name: 'nordlight:public-urls',
    enforce: 'pre',
    transform(code, id) {
      if (base === '/' || !/[\\/]src[\\/].*\.tsx?$/.test(id) || !publicFolders.test(code)) return null
      return { code: code.replace(publicFolders, `$1${base}$2/`), map: null }
    }
  }
}
