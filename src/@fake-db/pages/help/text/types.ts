import type { FaqCategoryId, PlanKey, QAndA } from '@/views/pages/help/contract'
import type { KnowledgeSlug, QuestionSlug } from '../structure'

/** One language's demo content: the compiler checks every language has every piece. */
export interface HelpText {
  faq: Record<FaqCategoryId, { title: string; subtitle: string; qandA: QAndA[] }>
  knowledge: Record<KnowledgeSlug, { title: string; desc: string; steps: string[]; tip: string }>
  /** Each question and the first paragraph of its answer. */
  questions: Record<QuestionSlug, { question: string; intro: string }>
  headings: { overview: string; steps: string; example: string; goodToKnow: string }
  plans: Record<PlanKey, { title: string; subtitle: string; benefits: string[] }>
  pricingQandA: QAndA[]
}
