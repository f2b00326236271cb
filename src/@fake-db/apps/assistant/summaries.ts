// Each call's one-line summary from the areas' API prose (plain data), read only when a tool list is asked for.
const proseFiles = import.meta.glob<{ apiProse?: { summaries?: Record<string, string> } }>(
  '/src/**/api.prose.ts',
  {
    eager: true
  }
)

/** Summaries by `METHOD /path` (`{name}` segments), as the API documents write them. */
export const summaries: ReadonlyMap<string, string> = new Map(
  Object.values(proseFiles).flatMap((file) => Object.entries(file.apiProse?.summaries ?? {}))
)
