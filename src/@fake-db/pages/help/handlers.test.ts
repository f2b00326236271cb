import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import {
  categoriesResponseSchema,
  contentLanguages,
  faqCategoryIds,
  faqResponseSchema,
  knowledgeBaseResponseSchema,
  pricingResponseSchema,
  questionResponseSchema,
  yearlySaving,
  type CategoryGroup,
  type FaqResponse,
  type KnowledgeCard,
  type PricingResponse,
  type QuestionResponse
} from '@/views/pages/help/contract'

freshMockPerTest()

const get = <T>(url: string, params?: Record<string, string>) => call<T>('get', url, { params })
const faq = async (params?: Record<string, string>) => (await get<FaqResponse>('/faq/data', params)).body
const questionsOf = (answer: FaqResponse) =>
  faqCategoryIds.flatMap((id) => answer[id].qandA.map((item) => item.question))

describe('GET /faq/data', () => {
  it('gives the five categories, each with an icon, a title, a subtitle and several questions', async () => {
    const { status, body } = await get<FaqResponse>('/faq/data')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual([...faqCategoryIds])
    expect(faqResponseSchema.parse(body)).toEqual(body)
    for (const id of faqCategoryIds) expect(body[id].qandA.length).toBeGreaterThanOrEqual(3)
  })

  it('searches the question only, trimmed and in any case, and keeps every category', async () => {
    const all = await faq()
    const found = await faq({ q: '  REFUND ' })
    expect(Object.keys(found)).toEqual([...faqCategoryIds])
    expect(questionsOf(found)).toEqual(['Can I get a refund?'])
    expect(found.payment.qandA).toEqual([])
    expect(found.payment.title).toBe(all.payment.title)
    // "Cards" is only in a subtitle and "provider" only in an answer: neither matches.
    expect(questionsOf(await faq({ q: 'provider' }))).toEqual([])
    expect(questionsOf(await faq({ q: 'Cards' }))).toEqual([])
    expect(questionsOf(await faq({ q: '' }))).toEqual(questionsOf(all))
  })

  it('answers in the language asked for, and refuses an unknown language or an overlong search', async () => {
    expect((await faq({ lang: 'fr' })).payment.title).toBe('Paiement')
    expect(questionsOf(await faq({ lang: 'de', q: 'erstattung' }))).toEqual([
      'Kann ich eine Erstattung bekommen?'
    ])
    expect(await get('/faq/data', { lang: 'xx' })).toEqual({
      status: 400,
      body: { error: 'lang must be one of en, fr, de, pt, ar', code: 'oneOf', field: 'lang' }
    })
    expect((await get('/faq/data', { q: 'x'.repeat(101) })).status).toBe(400)
  })
})

describe('GET /faq/data/knowledge_base', () => {
  it('gives six category cards with an image, a title, a description and a unique slug', async () => {
    const { status, body } = await get<KnowledgeCard[]>('/faq/data/knowledge_base')
    expect(status).toBe(200)
    expect(knowledgeBaseResponseSchema.parse(body)).toEqual(body)
    expect(body).toHaveLength(6)
    expect(new Set(body.map((card) => card.category)).size).toBe(6)
    for (const card of body) expect(card.img).toMatch(/^\/images\/help\/.+\.svg$/)
  })
})

describe('GET /faq/data/category', () => {
  it('gives six groups of 4 or 5 questions, with ids and slugs unique across groups', async () => {
    const { status, body } = await get<CategoryGroup[]>('/faq/data/category')
    expect(status).toBe(200)
    expect(categoriesResponseSchema.parse(body)).toEqual(body)
    expect(body).toHaveLength(6)
    for (const group of body) expect([4, 5]).toContain(group.questions.length)
    const questions = body.flatMap((group) => group.questions)
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length)
    expect(new Set(questions.map((question) => question.slug)).size).toBe(questions.length)
  })

  it('takes a card slug, and answers 404 for a slug no card has and 400 for a malformed one', async () => {
    const cards = (await get<KnowledgeCard[]>('/faq/data/knowledge_base')).body
    const all = (await get<CategoryGroup[]>('/faq/data/category')).body
    expect((await get('/faq/data/category', { category: cards[2]!.category })).body).toEqual(all)
    expect(await get('/faq/data/category', { category: 'no-such-category' })).toEqual({
      status: 404,
      body: { error: 'Category not found', code: 'notFound' }
    })
    expect((await get('/faq/data/category', { category: 'Not A Slug' })).status).toBe(400)
  })
})

describe('GET /faq/data/question', () => {
  it('gives the first question when no slug is sent, and the one asked for otherwise', async () => {
    const groups = (await get<CategoryGroup[]>('/faq/data/category')).body
    const first = groups[0]!.questions[0]!
    const plain = await get<QuestionResponse>('/faq/data/question')
    expect(plain.status).toBe(200)
    expect(questionResponseSchema.parse(plain.body)).toEqual(plain.body)
    expect(plain.body.title).toBe(first.question)
    const last = groups[5]!.questions.at(-1)!
    const asked = (await get<QuestionResponse>('/faq/data/question', { question: last.slug })).body
    expect(asked.title).toBe(last.question)
    expect(asked.relatedQuestions.map((related) => related.id)).toEqual(
      groups[5]!.questions.filter((question) => question.id !== last.id).map((question) => question.id)
    )
  })

  it('answers with HTML holding headings, lists, an image and a code block', async () => {
    const { content } = (await get<QuestionResponse>('/faq/data/question')).body
    for (const tag of ['<h2>', '<ol>', '<ul>', '<img src="/images/help/', '<pre><code>'])
      expect(content).toContain(tag)
  })

  it('answers 404 for an unknown slug, also one named like an object property', async () => {
    for (const question of ['no-such-question', 'constructor'])
      expect(await get('/faq/data/question', { question })).toEqual({
        status: 404,
        body: { error: 'Question not found', code: 'notFound' }
      })
  })
})

describe('GET /pricing/data', () => {
  it('gives the three plans with their prices, Standard marked popular, and three questions', async () => {
    const { status, body } = await get<PricingResponse>('/pricing/data')
    expect(status).toBe(200)
    expect(pricingResponseSchema.parse(body)).toEqual(body)
    const prices = (['basicPlan', 'standardPlan', 'enterprisePlan'] as const).map((key) => [
      body[key].monthlyPrice,
      body[key].yearlyPlan.perMonth,
      body[key].yearlyPlan.totalAnnual,
      body[key].popular
    ])
    expect(prices).toEqual([
      [0, 0, 0, false],
      [49, 40, 480, true],
      [99, 80, 960, false]
    ])
    expect(body.basicPlan.planBenefits).toEqual(
      expect.arrayContaining(['100 responses a month', 'Up to 2 subdomains'])
    )
    expect(body.enterprisePlan.planBenefits).toContain('File upload with 5GB storage')
    expect(body.qandA).toHaveLength(3)
    expect(yearlySaving(body.standardPlan)).toEqual({ amount: 108, percent: 18 })
    expect(yearlySaving(body.enterprisePlan)).toEqual({ amount: 228, percent: 19 })
    expect(yearlySaving(body.basicPlan)).toEqual({ amount: 0, percent: 0 })
  })

  it('has every piece of content in every language', async () => {
    for (const lang of contentLanguages) {
      const pricing = (await get<PricingResponse>('/pricing/data', { lang })).body
      expect(pricingResponseSchema.parse(pricing).standardPlan.monthlyPrice).toBe(49)
      const groups = (await get<CategoryGroup[]>('/faq/data/category', { lang })).body
      expect(categoriesResponseSchema.parse(groups)).toHaveLength(6)
    }
  })
})
