import {
  categoryParamsSchema,
  endpoints,
  faqParamsSchema,
  languageParamsSchema,
  questionParamsSchema,
  searchFaq,
  type CategoryGroup,
  type FaqResponse,
  type KnowledgeCard,
  type PricingResponse,
  type QuestionResponse
} from '@/views/pages/help/contract'
import { get } from '../../route'
import { createStore, notFound, ok, parse } from '../../utils'

const store = createStore('help', () => import('./data').then(({ helpSeed }) => helpSeed))

get<FaqResponse>(
  endpoints.faq,
  async (req) => {
    const { q, lang } = parse(faqParamsSchema, req.params)
    return ok(searchFaq((await store.get())[lang].faq, q))
  },
  { query: faqParamsSchema }
)

get<KnowledgeCard[]>(
  endpoints.knowledgeBase,
  async (req) => {
    const { lang } = parse(languageParamsSchema, req.params)
    return ok((await store.get())[lang].cards)
  },
  { query: languageParamsSchema }
)

get<CategoryGroup[]>(
  endpoints.categories,
  async (req) => {
    const { category, lang } = parse(categoryParamsSchema, req.params)
    const data = (await store.get())[lang]
    if (category !== undefined && !data.cards.some((card) => card.category === category))
      return notFound('category')
    return ok(data.groups)
  },
  { query: categoryParamsSchema }
)

get<QuestionResponse>(
  endpoints.question,
  async (req) => {
    const { question, lang } = parse(questionParamsSchema, req.params)
    const data = (await store.get())[lang]
    const slug = question ?? data.groups[0]?.questions[0]?.slug ?? ''
    const answer = data.answers.get(slug)
    return answer ? ok(answer) : notFound('question')
  },
  { query: questionParamsSchema }
)

get<PricingResponse>(
  endpoints.pricing,
  async (req) => {
    const { lang } = parse(languageParamsSchema, req.params)
    return ok((await store.get())[lang].pricing)
  },
  { query: languageParamsSchema }
)
