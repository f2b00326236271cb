export interface AreaNames {
  kebab: string
  camel: string
  pascal: string
  label: string
  plural: string
  one: { camel: string; pascal: string; words: string }
}

export function singularOf(name: string): string
export function namesOf(name: string, one?: string): AreaNames
