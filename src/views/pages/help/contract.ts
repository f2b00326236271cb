import { z } from 'zod/mini'
import { zRequiredText, zText, zUrl, zValues } from '@/utility/contract'

export const endpoints = {
  faq: '/faq/data',
  knowledgeBase: '/faq/data/knowledge_base',
  categories: '/faq/data/category',
  question: '/faq/data/question',
  pricing: '/pricing/data'
} as const

/** The demo content comes in the app's languages; the screens ask in the one they show. */
export const contentLanguages = ['en', 'fr', 'de', 'pt', 'ar'] as const
export type ContentLanguage = (typeof contentLanguages)[number]

const zLang = z._default(z.enum(contentLanguages), 'en')
const zSlug = z.string().check(z.trim(), z.maxLength(80), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug'))

export const faqParamsSchema = z.object({ q: z.optional(zText(100)), lang: zLang })
export const languageParamsSchema = z.object({ lang: zLang })
export const categoryParamsSchema = z.object({ category: z.optional(zSlug), lang: zLang })
export const questionParamsSchema = z.object({ question: z.optional(zSlug), lang: zLang })

export const faqCategoryIds = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices'
] as const
export type FaqCategoryId = (typeof faqCategoryIds)[number]

const qAndASchema = z.object({ question: zRequiredText(200), ans: zRequiredText(2000) })
export type QAndA = z.infer<typeof qAndASchema>

const faqCategorySchema = z.object({
  icon: zRequiredText(40),
  title: zRequiredText(),
  subtitle: zRequiredText(200),
  qandA: z.array(qAndASchema).check(z.maxLength(50))
})
export type FaqCategory = z.infer<typeof faqCategorySchema>

export const faqResponseSchema = z.object(
  Object.fromEntries(faqCategoryIds.map((id) => [id, faqCategorySchema])) as Record<
    FaqCategoryId,
    typeof faqCategorySchema
  >
)
export type FaqResponse = z.infer<typeof faqResponseSchema>

/** Case-insensitive, trimmed, on the question only; every category stays, maybe with no questions. */
export function searchFaq(faq: FaqResponse, q = ''): FaqResponse {
  const needle = q.trim().toLowerCase()
  const keep = (category: FaqCategory): FaqCategory => ({
    ...category,
    qandA: category.qandA.filter((item) => item.question.toLowerCase().includes(needle))
  })
  return Object.fromEntries(faqCategoryIds.map((id) => [id, keep(faq[id])])) as FaqResponse
}

const knowledgeCardSchema = z.object({
  id: z.int().check(z.positive()),
  category: zSlug,
  img: zUrl(),
  title: zRequiredText(),
  desc: zRequiredText(300)
})
export type KnowledgeCard = z.infer<typeof knowledgeCardSchema>
export const knowledgeBaseResponseSchema = zValues(knowledgeCardSchema, 12)

const questionLinkSchema = z.object({
  id: z.int().check(z.positive()),
  question: zRequiredText(200),
  slug: zSlug
})

const categoryGroupSchema = z.object({
  id: z.int().check(z.positive()),
  title: zRequiredText(),
  icon: zRequiredText(40),
  iconColor: z.enum(['primary', 'success', 'danger', 'warning', 'info', 'secondary']),
  questions: zValues(questionLinkSchema, 10)
})
export type CategoryGroup = z.infer<typeof categoryGroupSchema>
export const categoriesResponseSchema = zValues(categoryGroupSchema, 12)

export const questionResponseSchema = z.object({
  title: zRequiredText(200),
  lastUpdated: z.iso.date(),
  relatedQuestions: zValues(z.object({ id: z.int().check(z.positive()), question: zRequiredText(200) }), 10),
  content: z.string().check(z.maxLength(20_000))
})
export type QuestionResponse = z.infer<typeof questionResponseSchema>

export const planKeys = ['basicPlan', 'standardPlan', 'enterprisePlan'] as const
export type PlanKey = (typeof planKeys)[number]

const planSchema = z.object({
  title: zRequiredText(),
  image: zUrl(),
  subtitle: zRequiredText(200),
  monthlyPrice: z.number().check(z.minimum(0), z.maximum(100_000)),
  yearlyPlan: z.object({
    perMonth: z.number().check(z.minimum(0), z.maximum(100_000)),
    totalAnnual: z.number().check(z.minimum(0), z.maximum(1_200_000))
  }),
  planBenefits: zValues(zRequiredText(200), 12),
  popular: z.boolean()
})
export type Plan = z.infer<typeof planSchema>

export const pricingResponseSchema = z.object({
  basicPlan: planSchema,
  standardPlan: planSchema,
  enterprisePlan: planSchema,
  qandA: z.array(qAndASchema).check(z.maxLength(10))
})
export type PricingResponse = z.infer<typeof pricingResponseSchema>

/** What a year costs less when billed yearly, in whole currency units and as a whole percentage. */
export function yearlySaving(plan: Plan): { amount: number; percent: number } {
  const monthly = plan.monthlyPrice * 12
  const amount = Math.max(0, monthly - plan.yearlyPlan.totalAnnual)
  return { amount, percent: monthly === 0 ? 0 : Math.round((amount / monthly) * 100) }
}
