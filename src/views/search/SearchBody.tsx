import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import type { SearchResults } from './useSearchResults'

interface Props {
  query: string
  results: SearchResults
  children: ReactNode
}

export function SearchBody({ query, results: { typed, search, options }, children }: Props) {
  const { t } = useTranslation('search')
  if (typed && search.isError) {
    return (
      // A plain alert: reactstrap's <Alert> wraps a Fade that warns about its props under React 18.3.
      <div
        className="alert alert-danger d-flex align-items-center justify-content-between gap-2 mb-0"
        role="alert"
      >
        <span>{t('error')}</span>
        <Button
          color="danger"
          outline
          size="sm"
          onClick={() => void search.refetch()}
          disabled={search.isFetching}
        >
          {t('retry')}
        </Button>
      </div>
    )
  }
  if (typed && !search.data) {
    return (
      <div className="d-flex align-items-center gap-2 text-body-secondary p-2" role="status">
        <Spinner size="sm" aria-hidden="true" />
        {t('loading')}
      </div>
    )
  }
  if (typed && options.length === 0)
    return <p className="text-body-secondary text-center my-4">{t('noResults', { query: query.trim() })}</p>
  if (options.length === 0) return <p className="text-body-secondary text-center my-4">{t('emptyHint')}</p>
  return children
}
