import type { AreaNames } from './new-app/names.mjs'

export function areaFiles(names: AreaNames): Record<string, string>
