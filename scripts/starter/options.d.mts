export interface StarterOptions {
  target: string
  apps: string[]
  locales: string[]
  mock: boolean
}

export interface PickableArea {
  key: string
  core: boolean
}

export function parseStarterArgs(argv: string[]): StarterOptions
export function pickAreas<T extends PickableArea>(areas: T[], apps: string[]): T[]
export function pickLocales(all: string[], locales: string[]): string[]
export function checkTarget(repoRoot: string, target: string, entries: string[]): void
