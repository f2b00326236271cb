import { api, overrideExisting } from '@/redux/api'
import {
  categoriesResponseSchema,
  endpoints,
  faqResponseSchema,
  knowledgeBaseResponseSchema,
  pricingResponseSchema,
  questionResponseSchema,
  type CategoryGroup,
  type ContentLanguage,
  type FaqResponse,
  type KnowledgeCard,
  type PricingResponse,
  type QuestionResponse
} from './contract'

interface InLanguage {
  lang: ContentLanguage
}

export const helpApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getFaq: build.query<FaqResponse, InLanguage & { q: string }>({
      query: (params) => ({ url: endpoints.faq, params }),
      responseSchema: faqResponseSchema
    }),
    getKnowledgeBase: build.query<KnowledgeCard[], InLanguage>({
      query: (params) => ({ url: endpoints.knowledgeBase, params }),
      responseSchema: knowledgeBaseResponseSchema
    }),
    getCategories: build.query<CategoryGroup[], InLanguage & { category: string }>({
      query: (params) => ({ url: endpoints.categories, params }),
      responseSchema: categoriesResponseSchema
    }),
    getQuestion: build.query<QuestionResponse, InLanguage & { question: string }>({
      query: (params) => ({ url: endpoints.question, params }),
      responseSchema: questionResponseSchema
    }),
    getPricing: build.query<PricingResponse, InLanguage>({
      query: (params) => ({ url: endpoints.pricing, params }),
      responseSchema: pricingResponseSchema
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
