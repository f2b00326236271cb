import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe-core over the whole page with the WCAG 2 A and AA rules; what the crawl fails on. */

export interface AxeFinding {
  rule: string
  impact: 'serious' | 'critical'
  /** One line per offending element: its selector and axe's explanation. */
  nodes: string[]
}

export async function seriousA11yFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  return results.violations.flatMap((violation) =>
    violation.impact === 'serious' || violation.impact === 'critical'
      ? [
          {
            rule: violation.id,
            impact: violation.impact,
            nodes: violation.nodes.map(
              (node) =>
                `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`
            )
          }
        ]
      : []
  )
}

/** One line for the run's log, summed by hand or by grep: `[axe] <route> <combination> serious=N critical=M`. */
export function axeSummary(label: string, findings: AxeFinding[]): string {
  const count = (impact: AxeFinding['impact']) =>
    findings.filter((f) => f.impact === impact).reduce((sum, f) => sum + f.nodes.length, 0)
  const rules = findings.map((f) => `${f.rule}(${f.nodes.length})`).join(' ')
  return `[axe] ${label} serious=${count('serious')} critical=${count('critical')}${rules ? ` ${rules}` : ''}`
}
