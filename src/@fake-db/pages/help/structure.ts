import type { CategoryGroup, FaqCategoryId, PlanKey } from '@/views/pages/help/contract'
import { publicUrl } from '@/utility/publicUrl'

/** What every language shares: slugs, pictures, icons, code and prices. */

export const faqIcons: Record<FaqCategoryId, string> = {
  payment: 'CreditCard',
  delivery: 'Truck',
  cancellationReturn: 'RotateCcw',
  myOrders: 'Package',
  productServices: 'Settings'
}

interface KnowledgeShape {
  icon: string
  iconColor: CategoryGroup['iconColor']
  code: string
  questions: readonly string[]
}

export const knowledgeShapes = {
  'getting-started': {
    icon: 'Rocket',
    iconColor: 'primary',
    code: 'npm ci\nnpm run dev',
    questions: [
      'install-the-template',
      'run-the-dev-server',
      'sign-in-with-a-demo-account',
      'find-your-way-around',
      'build-for-production'
    ]
  },
  account: {
    icon: 'CircleUser',
    iconColor: 'success',
    code: 'curl -H "Authorization: Bearer $TOKEN" \\\n  https://api.example.com/v1/me',
    questions: [
      'update-your-profile',
      'change-your-password',
      'turn-on-two-step-sign-in',
      'close-your-account'
    ]
  },
  billing: {
    icon: 'CreditCard',
    iconColor: 'warning',
    code: 'GET /v1/invoices?status=paid&perPage=10',
    questions: ['update-the-payment-method', 'download-an-invoice', 'change-your-plan', 'ask-for-a-refund']
  },
  integrations: {
    icon: 'Plug',
    iconColor: 'info',
    code: 'curl -X POST https://api.example.com/v1/webhooks \\\n  -d \'{"url": "https://example.com/hook"}\'',
    questions: [
      'create-an-api-key',
      'connect-a-webhook',
      'call-the-rest-api',
      'stay-within-rate-limits',
      'import-a-csv-file'
    ]
  },
  customization: {
    icon: 'Palette',
    iconColor: 'danger',
    code: '{\n  "skin": "dark",\n  "direction": "rtl",\n  "layout": "horizontal"\n}',
    questions: ['switch-to-the-dark-skin', 'write-right-to-left', 'change-the-menu-layout', 'add-a-language']
  },
  security: {
    icon: 'ShieldCheck',
    iconColor: 'secondary',
    code: 'GET /v1/sessions\nDELETE /v1/sessions/{id}',
    questions: ['export-your-data', 'sign-out-other-devices', 'give-someone-a-role', 'report-a-vulnerability']
  }
} as const satisfies Record<string, KnowledgeShape>

export type KnowledgeSlug = keyof typeof knowledgeShapes
export type QuestionSlug = (typeof knowledgeShapes)[KnowledgeSlug]['questions'][number]

export const knowledgeImage = (slug: KnowledgeSlug) => publicUrl(`images/help/${slug}.svg`)

/** Answers were last reviewed on days spread over the spring, one per question. */
export function lastUpdated(index: number): string {
  const day = new Date(Date.UTC(2026, 2, 2 + index * 3))
  return day.toISOString().slice(0, 10)
}

export const planPrices: Record<PlanKey, { monthlyPrice: number; perMonth: number; popular: boolean }> = {
  basicPlan: { monthlyPrice: 0, perMonth: 0, popular: false },
  standardPlan: { monthlyPrice: 49, perMonth: 40, popular: true },
  enterprisePlan: { monthlyPrice: 99, perMonth: 80, popular: false }
}

export const planImage = (plan: PlanKey) => publicUrl(`images/help/${plan.replace('Plan', '')}-plan.svg`)
