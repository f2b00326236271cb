// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'FAQ, knowledge base and pricing',
  intro: [
    'Types: `src/views/pages/help/contract.ts`. Every call takes `lang` (`en`, `fr`, `de` or `pt`;',
    'default `en`) and answers its demo content in that language; any other `lang` answers 400. Slugs are',
    'lower-case words joined by `-`; a malformed one answers 400.'
  ],
  summaries: {
    'GET /faq/data': 'Search the FAQ',
    'GET /faq/data/knowledge_base': "List the knowledge base's categories",
    'GET /faq/data/category': "List a knowledge-base category's questions",
    'GET /faq/data/question': 'Get a knowledge-base answer',
    'GET /pricing/data': 'Get the pricing plans'
  },
  calls: {
    'GET /faq/data': [
      '- Params: `q` (at most 100 characters).',
      '- Answer: `{payment, delivery, cancellationReturn, myOrders, productServices}`, each `{icon, title,',
      '  subtitle, qandA: [{question, ans}]}`. With `q`, each category keeps only the questions whose',
      '  `question` holds it (trimmed, any case; the answer is not searched); every category stays, with an',
      '  empty `qandA` when none matches.'
    ],
    'GET /faq/data/knowledge_base': [
      '- Answer: the 6 category cards `[{id, category, img, title, desc}]`; `category` is the slug in the',
      "  knowledge base's addresses."
    ],
    'GET /faq/data/category': [
      '- Params: `category` (optional card slug).',
      '- Answer: the 6 category groups `[{id, title, icon, iconColor, questions: [{id, question, slug}]}]`,',
      "  4 or 5 questions each; a group's `id` is its card's. Question ids and slugs are unique across groups.",
      '- Errors: 404 `Category not found` for a slug no card has.'
    ],
    'GET /faq/data/question': [
      '- Params: `question` (optional slug; absent: the first question of the first group).',
      '- Answer: `{title, lastUpdated (YYYY-MM-DD), relatedQuestions: [{id, question}], content}`:',
      "  `content` is the answer's HTML (render it sanitized); the related questions are the others of its",
      '  group.',
      '- Errors: 404 `Question not found`.'
    ],
    'GET /pricing/data': [
      '- Answer: `{basicPlan, standardPlan, enterprisePlan, qandA}`: plans `{title, image, subtitle,',
      '  monthlyPrice, yearlyPlan: {perMonth, totalAnnual}, planBenefits, popular}` (Basic 0; Standard 49 a',
      '  month or 40 billed yearly, 480 a year, popular; Enterprise 99 or 80, 960 a year) and 3 questions',
      '  `[{question, ans}]`.'
    ]
  }
}
