import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { ContentLanguage } from './contract'
import {
  categoriesResponseSchema,
  endpoints,
  faqResponseSchema,
  knowledgeBaseResponseSchema,
  pricingResponseSchema,
  questionResponseSchema
} from './contract'

interface InLanguage {
  lang: ContentLanguage
}

export const helpApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getFaq: build.query<Answer<typeof faqResponseSchema>, InLanguage & { q: string }>({
      ...answeredBy(faqResponseSchema),
      query: (params) => ({ url: endpoints.faq, params })
    }),
    getKnowledgeBase: build.query<Answer<typeof knowledgeBaseResponseSchema>, InLanguage>({
      ...answeredBy(knowledgeBaseResponseSchema),
      query: (params) => ({ url: endpoints.knowledgeBase, params })
    }),
    getCategories: build.query<Answer<typeof categoriesResponseSchema>, InLanguage & { category: string }>({
      ...answeredBy(categoriesResponseSchema),
      query: (params) => ({ url: endpoints.categories, params })
    }),
    getQuestion: build.query<Answer<typeof questionResponseSchema>, InLanguage & { question: string }>({
      ...answeredBy(questionResponseSchema),
      query: (params) => ({ url: endpoints.question, params })
    }),
    getPricing: build.query<Answer<typeof pricingResponseSchema>, InLanguage>({
      ...answeredBy(pricingResponseSchema),
      query: (params) => ({ url: endpoints.pricing, params })
    })
  })
})

export const {
  useGetFaqQuery,
  useGetKnowledgeBaseQuery,
  useGetCategoriesQuery,
  useGetQuestionQuery,
  useGetPricingQuery
} = helpApi
