export interface LintReport {
  name: 'Spectral' | 'Redocly'
  errors: number
  warnings: number
  problems: { error: boolean; text: string }[]
}

export function lintDocument(root: string, file: string): Promise<LintReport[]>
