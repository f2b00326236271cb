import {
  categoryParamsSchema,
  endpoints,
  faqParamsSchema,
  languageParamsSchema,
  questionParamsSchema,
  searchFaq,
  faqResponseSchema,
  knowledgeBaseResponseSchema,
  categoriesResponseSchema,
  questionResponseSchema,
  pricingResponseSchema
} from '@/views/pages/help/contract'
import { get, type RouteDef } from '../../route'
import { createStore, notFound, ok, parse } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Help')

const store = createStore('help', () => import('./data').then(({ helpSeed }) => helpSeed), { readOnly: true })

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.faq,
    async (req) => {
      const { q, lang } = parse(faqParamsSchema, req.params)
      return ok(searchFaq((await store.get())[lang].faq, q))
    },
    { permission: may.read, answer: faqResponseSchema, query: faqParamsSchema }
  ),
  get(
    endpoints.knowledgeBase,
    async (req) => {
      const { lang } = parse(languageParamsSchema, req.params)
      return ok((await store.get())[lang].cards)
    },
    { permission: may.read, answer: knowledgeBaseResponseSchema, query: languageParamsSchema }
  ),
  get(
    endpoints.categories,
    async (req) => {
      const { category, lang } = parse(categoryParamsSchema, req.params)
      const data = (await store.get())[lang]
      if (category !== undefined && !data.cards.some((card) => card.category === category))
        return notFound('category')
      return ok(data.groups)
    },
    { permission: may.read, answer: categoriesResponseSchema, query: categoryParamsSchema }
  ),
  get(
    endpoints.question,
    async (req) => {
      const { question, lang } = parse(questionParamsSchema, req.params)
      const data = (await store.get())[lang]
      const slug = question ?? data.groups[0]?.questions[0]?.slug ?? ''
      const answer = data.answers.get(slug)
      return answer ? ok(answer) : notFound('question')
    },
    { permission: may.read, answer: questionResponseSchema, query: questionParamsSchema }
  ),
  get(
    endpoints.pricing,
    async (req) => {
      const { lang } = parse(languageParamsSchema, req.params)
      return ok((await store.get())[lang].pricing)
    },
    { permission: may.read, answer: pricingResponseSchema, query: languageParamsSchema }
  )
]
