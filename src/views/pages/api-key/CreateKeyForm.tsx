import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import { mutate } from '@core/forms/mutate'
import { PageForm, SubmitButton } from '@core/forms/PageForm'
import { limits } from '@/utility/contract'
import { useAddKeyMutation } from './api'
import { apiKeyAccesses, newApiKeySchema, type NewApiKey } from './contract'

function KeyFields({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('apiKeys')
  const [addKey] = useAddKeyMutation()
  const submit = async (values: NewApiKey) => {
    const result = await mutate(addKey(values), {
      done: ({ key }) => t('toasts.created', { name: key.name }),
      failed: false
    })
    if (!result.error) onCreated()
    return result
  }
  return (
    <PageForm
      schema={newApiKeySchema}
      defaultValues={{ name: '', access: 'full' }}
      onSubmit={submit}
      label={t('create.title')}
      namespace="apiKeys"
    >
      <Row className="gx-3 align-items-end">
        <Col md={5}>
          <TextField
            id="api-key-name"
            label={t('fields.name')}
            placeholder={t('create.namePlaceholder')}
            autoComplete="off"
            maxLength={limits.shortText}
            name="name"
          />
        </Col>
        <Col md={4}>
          <SelectField
            id="api-key-access"
            label={t('fields.access')}
            options={apiKeyAccesses.map((access) => ({ value: access, label: t(`access.${access}`) }))}
            name="access"
          />
        </Col>
        <Col md={3} className="mb-3">
          <SubmitButton block>{t('create.submit')}</SubmitButton>
        </Col>
      </Row>
    </PageForm>
  )
}

/** A created key starts a fresh, empty form. */
export function CreateKeyForm() {
  const { t } = useTranslation('apiKeys')
  const [round, setRound] = useState(0)
  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{t('create.title')}</h2>
        <p className="text-body-secondary">{t('create.text')}</p>
        <KeyFields key={round} onCreated={() => setRound((count) => count + 1)} />
      </CardBody>
    </Card>
  )
}
