/** Plain data: the route table and the mock's search read it without contract.ts or zod. */

export const helpPaths = {
  faq: '/pages/faq',
  knowledgeBase: '/pages/knowledge-base',
  category: (category = ':category') => `/pages/knowledge-base/${category}`,
  question: (category = ':category', question = ':question') =>
    `/pages/knowledge-base/${category}/${question}`,
  pricing: '/pages/pricing'
} as const

export const searchPages = [
  ['FAQ', 'CircleHelp', helpPaths.faq],
  ['Knowledge Base', 'BookOpen', helpPaths.knowledgeBase],
  ['Pricing', 'DollarSign', helpPaths.pricing]
] as const
