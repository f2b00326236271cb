import { useTranslation } from 'react-i18next'
import { useEffect, useState } from 'react'
import { Button, Spinner } from 'reactstrap'

/** While its action runs, the button shows a spinner, says so, and cannot be pressed twice. */
export default function ButtonLoading() {
  const { t } = useTranslation('components')
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => setLoading(false), 2000)
    return () => clearTimeout(timer)
  }, [loading])
  return (
    <div className="demo-row">
      <Button
        color="primary"
        disabled={loading}
        onClick={() => setLoading(true)}
        className="d-inline-flex align-items-center gap-2"
      >
        {loading && <Spinner size="sm" aria-hidden="true" />}
        {loading ? t('buttons.sample.sending') : t('buttons.sample.send')}
      </Button>
      <Button color="secondary" outline disabled className="d-inline-flex align-items-center gap-2">
        <Spinner type="grow" size="sm" aria-hidden="true" /> {t('buttons.sample.loading')}
      </Button>
    </div>
  )
}
