import type { ListStateSpec } from '@core/list/useListState'
import { choice, text } from '@/utility/list.contract'
import { faqCategoryIds } from './contract'

export const searchOnly: ListStateSpec<{ q: ReturnType<typeof text> }> = { params: { q: text() } }

const faqParams = { q: text(), category: choice(faqCategoryIds, 'payment') }
export const faqState: ListStateSpec<typeof faqParams> = { params: faqParams, local: ['category'] }

const billingParams = { billing: choice(['monthly', 'annual'] as const, 'monthly') }
export const billingState: ListStateSpec<typeof billingParams> = { params: billingParams }
