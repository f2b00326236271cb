export interface BenchCell {
  path: string
  cpu: number
  runs: number
  lcp: number | null
  tbt: number | null
  longestTask: number | null
}
export function benchFigures(file: string, cpu: number): Map<string, BenchCell>
