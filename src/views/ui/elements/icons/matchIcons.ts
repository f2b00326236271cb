/** Icon names that match what was typed: any case, spaces and dashes ignored ("arrow up" finds ArrowUp). */
export function matchIcons(names: readonly string[], typed: string): string[] {
  const query = typed.toLowerCase().replace(/[\s_-]+/g, '')
  if (!query) return [...names]
  return names.filter((name) => name.toLowerCase().includes(query))
}
