export function safeLinkHref(input: string): string | null {
  const text = input.trim()
  if (!text) return null
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text)
    ? text
    : text.includes('@') && !text.includes('/')
      ? `mailto:${text}`
      : `https://${text}`
  try {
    const url = new URL(candidate)
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null
  } catch {
    return null
  }
}
