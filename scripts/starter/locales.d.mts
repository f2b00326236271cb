export function allLocales(root: string): string[]
export function narrowLanguageLists(source: string, all: string[], kept: string[]): string
export function usedNamespaces(sources: string, namespaces: string[]): string[]
