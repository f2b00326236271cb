export function narrowApiGuide(source: string, answered: string[]): string
export function withUsedTags<
  T extends { paths: Record<string, Record<string, { tags?: string[] }>>; tags: { name: string }[] }
>(document: T): T
