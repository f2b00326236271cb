/** VITE_BASE_PATH with one slash at each end: `/` (the default) or `/admin/`. */
export function basePath(raw = process.env.VITE_BASE_PATH ?? ''): string {
  const inner = raw.trim().replace(/^\/+|\/+$/g, '')
  return inner ? `/${inner}/` : '/'
}
