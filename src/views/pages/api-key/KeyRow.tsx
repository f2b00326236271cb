import { useState } from 'react'
import { Copy, Eye, EyeOff, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { copyAndTell } from '@core/components/toast'
import { formatDate } from '@/utility/format'
import { maskKey, type ApiKey, type ApiKeyAccess } from './contract'

const accessColors: Record<ApiKeyAccess, string> = {
  full: 'primary',
  'read-only': 'info',
  'write-only': 'warning'
}

export function KeyRow({ apiKey, onDelete }: { apiKey: ApiKey; onDelete: (key: ApiKey) => void }) {
  const { t, i18n } = useTranslation('apiKeys')
  const [shown, setShown] = useState(false)
  const { name, access, key, createdAt } = apiKey
  const copy = () =>
    copyAndTell(key, { copied: t('toasts.copied', { name }), refused: t('toasts.copyRefused') })
  return (
    <li className="list-group-item bg-transparent px-0 py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0 text-break">{name}</h3>
        <span
          className={`badge rounded-pill bg-${accessColors[access]}-subtle text-${accessColors[access]}-emphasis`}
        >
          {t(`access.${access}`)}
        </span>
        <Button
          color="danger"
          outline
          size="sm"
          className="ms-auto"
          aria-label={t('list.delete', { name })}
          onClick={() => onDelete(apiKey)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </Button>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <code className="text-break bg-body-tertiary rounded px-2 py-1" dir="ltr" data-testid="api-key-value">
          {shown ? key : maskKey(key)}
        </code>
        <Button
          color="secondary"
          outline
          size="sm"
          aria-pressed={shown}
          aria-label={t('list.show', { name })}
          onClick={() => setShown(!shown)}
        >
          {shown ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        </Button>
        <Button
          color="secondary"
          outline
          size="sm"
          aria-label={t('list.copy', { name })}
          onClick={() => void copy()}
        >
          <Copy size={16} aria-hidden="true" />
        </Button>
      </div>
      <p className="small text-body-secondary mb-0 mt-2">
        {t('list.created', { date: formatDate(createdAt, i18n.language) })}
      </p>
    </li>
  )
}
