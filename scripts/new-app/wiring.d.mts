export function addToList(source: string, importLine: string, entry: string): string
