import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface AxeFinding {
  rule: string
  impact: 'serious' | 'critical'
  nodes: string[]
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** The rules whose verdict depends on colours: all a skin switch can change. */
const colourRules = ['color-contrast', 'link-in-text-block']

function serious(violations: AxeResults['violations']): AxeFinding[] {
  return violations.flatMap((violation) =>
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

export async function seriousA11yFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    // Only violations are read: axe then skips collecting every passing node, a large share of its time.
    .options({ resultTypes: ['violations'] })
    // One run in the page itself: the default partial mode opens a second page per check to merge frame results.
    .setLegacyMode(true)
    .analyze()
  return serious(results.violations)
}

/** The colour rules again, with the axe a full check left in the page (injecting it costs as much as a run). */
export async function seriousColourFindings(page: Page): Promise<AxeFinding[]> {
  const violations = await page.evaluate(async (rules) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> }
    }
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: rules },
      resultTypes: ['violations']
    })
    return results.violations
  }, colourRules)
  return serious(violations)
}

export function axeSummary(label: string, findings: AxeFinding[]): string {
  const count = (impact: AxeFinding['impact']) =>
    findings.filter((f) => f.impact === impact).reduce((sum, f) => sum + f.nodes.length, 0)
  const rules = findings.map((f) => `${f.rule}(${f.nodes.length})`).join(' ')
  return `[axe] ${label} serious=${count('serious')} critical=${count('critical')}${rules ? ` ${rules}` : ''}`
}
