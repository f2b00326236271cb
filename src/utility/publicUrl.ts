/**
 * The URL of a file in public/ (`publicUrl('images/avatars/1.svg')`), under the base path the app is built for
 * (VITE_BASE_PATH), so code and seed data name public files the same way at `/` and under `/admin/`.
 */
export function publicUrl(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\/+/, '')}`
}
