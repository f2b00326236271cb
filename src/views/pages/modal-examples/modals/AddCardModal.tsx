import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import type { PanelProps } from '@core/forms/FormPanel'
import { ModalForm } from '@core/forms/ModalForm'
import { cardBrand } from '../cardRules'
import { cardSchema, emptyCard, type CardFields as Card } from '../schemas'
import { CardFields } from './CardFields'

export function AddCardModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  const add = (card: Card) => {
    const brand = t(`card.brands.${cardBrand(card.number) ?? 'none'}`)
    notify.success(t('card.done', { brand, last: card.number.slice(-4) }))
  }
  return (
    <ModalForm
      namespace="modals"
      isOpen={isOpen}
      onClose={onClose}
      title={t('card.title')}
      intro={t('card.intro')}
      schema={cardSchema}
      defaultValues={emptyCard}
      onSubmit={add}
      submitLabel={t('card.submit')}
    >
      <CardFields idPrefix="add-card" />
    </ModalForm>
  )
}
