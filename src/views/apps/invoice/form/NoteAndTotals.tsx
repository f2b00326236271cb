import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { TextField } from '@core/forms/fields/TextField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { limits } from '@/utility/contract'
import { TotalsBox } from './TotalsBox'

export function NoteAndTotals() {
  const { t } = useTranslation('invoice')
  return (
    <Row className="g-3">
      <Col md={6}>
        <TextField
          id="invoice-salesperson"
          label={t('form.salesperson')}
          name="salesperson"
          maxLength={limits.shortText}
        />
        <TextareaField
          id="invoice-note"
          label={t('form.note')}
          rows={3}
          placeholder={t('form.notePlaceholder')}
          name="note"
          maxLength={limits.text}
        />
      </Col>
      <Col md={6}>
        <TotalsBox />
      </Col>
    </Row>
  )
}
