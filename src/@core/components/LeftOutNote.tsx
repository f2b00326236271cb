import { useTranslation } from 'react-i18next'

/** Says how many records of a list answer did not match the contract and are not shown. */
export function LeftOutNote({ count = 0 }: { count?: number }) {
  const { t } = useTranslation()
  if (count === 0) return null
  return (
    <p className="small text-body-secondary px-3 py-2 mb-0 border-bottom" role="status">
      {t('query.leftOut', { count })}
    </p>
  )
}
