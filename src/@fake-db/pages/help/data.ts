import {
  faqCategoryIds,
  planKeys,
  type CategoryGroup,
  type ContentLanguage,
  type FaqResponse,
  type KnowledgeCard,
  type PricingResponse,
  type QuestionResponse
} from '@/views/pages/help/contract'
import {
  faqIcons,
  knowledgeImage,
  knowledgeShapes,
  lastUpdated,
  planImage,
  planPrices,
  type KnowledgeSlug
} from './structure'
import type { HelpText } from './text/types'
import en from './text/en.json'
import fr from './text/fr.json'
import de from './text/de.json'
import pt from './text/pt.json'
import ar from './text/ar.json'

interface HelpData {
  faq: FaqResponse
  cards: KnowledgeCard[]
  groups: CategoryGroup[]
  /** By question slug. */
  answers: Map<string, QuestionResponse>
  pricing: PricingResponse
}

const slugs = Object.keys(knowledgeShapes) as KnowledgeSlug[]

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function faqOf(text: HelpText): FaqResponse {
  const entries = faqCategoryIds.map((id) => {
    const { title, subtitle, qandA } = text.faq[id]
    return [id, { icon: faqIcons[id], title, subtitle, qandA: [...qandA] }]
  })
  return Object.fromEntries(entries) as FaqResponse
}

function groupsOf(text: HelpText): CategoryGroup[] {
  let id = 0
  return slugs.map((slug, index) => {
    const { icon, iconColor, questions } = knowledgeShapes[slug]
    return {
      id: index + 1,
      title: text.knowledge[slug].title,
      icon,
      iconColor,
      questions: questions.map((question) => ({
        id: ++id,
        question: text.questions[question].question,
        slug: question
      }))
    }
  })
}

function answerHtml(text: HelpText, slug: KnowledgeSlug, intro: string): string {
  const { headings, knowledge } = text
  const { steps, tip, title } = knowledge[slug]
  return [
    `<h2>${escapeHtml(headings.overview)}</h2>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><img src="${knowledgeImage(slug)}" alt="${escapeHtml(title)}" width="320" height="180"></p>`,
    `<h2>${escapeHtml(headings.steps)}</h2>`,
    `<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
    `<h2>${escapeHtml(headings.example)}</h2>`,
    `<pre><code>${escapeHtml(knowledgeShapes[slug].code)}</code></pre>`,
    `<h2>${escapeHtml(headings.goodToKnow)}</h2>`,
    `<ul><li>${escapeHtml(tip)}</li></ul>`
  ].join('\n')
}

function answersOf(text: HelpText, groups: CategoryGroup[]): Map<string, QuestionResponse> {
  const answers = new Map<string, QuestionResponse>()
  groups.forEach((group, index) => {
    const slug = slugs[index]!
    for (const question of group.questions) {
      const { intro } = text.questions[question.slug as keyof HelpText['questions']]
      answers.set(question.slug, {
        title: question.question,
        lastUpdated: lastUpdated(question.id),
        relatedQuestions: group.questions
          .filter((other) => other.id !== question.id)
          .map(({ id, question: related }) => ({ id, question: related })),
        content: answerHtml(text, slug, intro)
      })
    }
  })
  return answers
}

function pricingOf(text: HelpText): PricingResponse {
  const plans = planKeys.map((key) => {
    const { monthlyPrice, perMonth, popular } = planPrices[key]
    const { title, subtitle, benefits } = text.plans[key]
    return [
      key,
      {
        title,
        image: planImage(key),
        subtitle,
        monthlyPrice,
        yearlyPlan: { perMonth, totalAnnual: perMonth * 12 },
        planBenefits: [...benefits],
        popular
      }
    ]
  })
  return { ...Object.fromEntries(plans), qandA: [...text.pricingQandA] } as PricingResponse
}

function build(text: HelpText): HelpData {
  const groups = groupsOf(text)
  const cards = slugs.map((slug, index) => ({
    id: index + 1,
    category: slug,
    img: knowledgeImage(slug),
    title: text.knowledge[slug].title,
    desc: text.knowledge[slug].desc
  }))
  return { faq: faqOf(text), cards, groups, answers: answersOf(text, groups), pricing: pricingOf(text) }
}

const texts: Record<ContentLanguage, HelpText> = { en, fr, de, pt, ar }

export const helpSeed = Object.fromEntries(
  Object.entries(texts).map(([lang, text]) => [lang, build(text)])
) as Record<ContentLanguage, HelpData>
