import type { FaqCategoryId, PlanKey } from '@/views/pages/help/contract'
import type { KnowledgeSlug, QuestionSlug } from '../structure'

type Pair = readonly [question: string, answer: string]

/** One language's demo content: the compiler checks every language has every piece. */
export interface HelpText {
  faq: Record<FaqCategoryId, { title: string; subtitle: string; qandA: readonly Pair[] }>
  knowledge: Record<KnowledgeSlug, { title: string; desc: string; steps: readonly string[]; tip: string }>
  /** Each question and the first paragraph of its answer. */
  questions: Record<QuestionSlug, Pair>
  headings: { overview: string; steps: string; example: string; goodToKnow: string }
  plans: Record<PlanKey, { title: string; subtitle: string; benefits: readonly string[] }>
  pricingQandA: readonly Pair[]
}
