import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { notify } from '../../components/toast'
import { decodeLayout } from './layout.contract'

/** The address parameter a shared link carries its columns in; adopted once, then left out of the address. */
export const columnsParam = 'columns'

export function useSharedColumns(adopt: (stored: unknown) => string[]) {
  const { t } = useTranslation('list')
  const [params, setParams] = useSearchParams()
  const shared = params.get(columnsParam)
  useEffect(() => {
    if (shared === null) return
    const dropped = adopt(decodeLayout(shared))
    if (dropped.length > 0)
      notify.info(t('columns.dropped', { count: dropped.length, names: dropped.join(', ') }))
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(columnsParam)
        return next
      },
      { replace: true }
    )
  }, [shared, adopt, setParams, t])
}
