import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { LeftOutNote } from '@core/components/LeftOutNote'
import { QueryState } from '@core/components/QueryState'
import { mutate } from '@core/forms/mutate'
import { useDeleteKeyMutation, useGetKeysQuery } from './api'
import type { ApiKey } from './contract'
import { KeyRow } from './KeyRow'

export function KeyList() {
  const { t } = useTranslation('apiKeys')
  const { data, isLoading, error, refetch } = useGetKeysQuery()
  const [deleteKey, { isLoading: deleting }] = useDeleteKeyMutation()
  const [doomed, setDoomed] = useState<ApiKey | null>(null)
  const keys = data?.keys ?? []

  const confirm = async () => {
    if (!doomed) return
    await mutate(deleteKey(doomed.id), { done: t('toasts.deleted', { name: doomed.name }) })
    setDoomed(null)
  }

  return (
    <Card>
      <CardBody>
        <h2 className="h5">{t('list.title')}</h2>
        <p className="text-body-secondary">{t('list.text')}</p>
        {data && <LeftOutNote count={data.leftOut} />}
        {keys.length > 0 ? (
          <ul className="list-group list-group-flush" aria-label={t('list.title')}>
            {keys.map((key) => (
              <KeyRow key={key.id} apiKey={key} onDelete={setDoomed} />
            ))}
          </ul>
        ) : (
          <QueryState
            loading={isLoading}
            error={error}
            onRetry={() => void refetch()}
            empty={t('list.empty')}
          />
        )}
      </CardBody>
      <ConfirmDialog
        isOpen={doomed !== null}
        title={t('confirm.title')}
        message={t('confirm.text', { name: doomed?.name ?? '' })}
        busy={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setDoomed(null)}
      />
    </Card>
  )
}
