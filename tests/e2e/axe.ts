import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface AxeFinding {
  rule: string
  impact: 'serious' | 'critical'
  nodes: string[]
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

const wcagTags = ['wcag2a', 'wcag2aa']

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

/** Until no finite animation or transition runs: axe must read settled colours, not a fade-in's. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity
        ),
    undefined,
    { timeout: 10_000 }
  )
}

export async function seriousA11yFindings(page: Page): Promise<AxeFinding[]> {
  await animationsSettled(page)
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // Only violations are read: axe then skips collecting every passing node, a large share of its time.
    .options({ resultTypes: ['violations'] })
    // One run in the page itself: the default partial mode opens a second page per check to merge frame results.
    .setLegacyMode(true)
    .analyze()
  return serious(results.violations)
}

type RunOnly = { type: 'rule' | 'tag'; values: string[] }

/** Runs the axe a full check left in the page again (injecting it costs as much as a run). */
async function rerun(page: Page, runOnly: RunOnly): Promise<AxeFinding[]> {
  const violations = await page.evaluate(async (only) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> }
    }
    const results = await axe.run(document, { runOnly: only, resultTypes: ['violations'] })
    return results.violations
  }, runOnly)
  return serious(violations)
}

/** axe in every document the page loads, as the page starts: a walk of full loads then never sends axe over again. */
export async function axeOnEveryLoad(page: Page): Promise<void> {
  await page.addInitScript({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') })
}

/** The full check in a tab that already ran one: a walk from screen to screen injects axe once. */
export async function seriousA11yFindingsAgain(page: Page): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => 'axe' in window)
  if (injected) await animationsSettled(page)
  return injected ? rerun(page, { type: 'tag', values: wcagTags }) : seriousA11yFindings(page)
}

export function axeSummary(label: string, findings: AxeFinding[]): string {
  const count = (impact: AxeFinding['impact']) =>
    findings.filter((f) => f.impact === impact).reduce((sum, f) => sum + f.nodes.length, 0)
  const rules = findings.map((f) => `${f.rule}(${f.nodes.length})`).join(' ')
  return `[axe] ${label} serious=${count('serious')} critical=${count('critical')}${rules ? ` ${rules}` : ''}`
}
