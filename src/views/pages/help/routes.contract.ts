/** Plain data: the route table reads it without contract.ts or zod. */

export const helpPaths = {
  faq: '/pages/faq',
  knowledgeBase: '/pages/knowledge-base',
  category: (category = ':category') => `/pages/knowledge-base/${category}`,
  question: (category = ':category', question = ':question') =>
    `/pages/knowledge-base/${category}/${question}`,
  pricing: '/pages/pricing'
} as const
