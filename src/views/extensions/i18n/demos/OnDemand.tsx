import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { Glossary } from '../Glossary'

/** A namespace is its own file per language, fetched the first time something asks for it. */
export default function I18nOnDemand() {
  const { t, i18n } = useTranslation('extensions')
  const [loaded, setLoaded] = useState(() => i18n.hasLoadedNamespace('extensionsGlossary'))
  const [busy, setBusy] = useState(false)
  const load = async () => {
    setBusy(true)
    await i18n.loadNamespaces('extensionsGlossary')
    setBusy(false)
    setLoaded(true)
  }
  if (!loaded) {
    return (
      <Button color="primary" onClick={() => void load()} disabled={busy}>
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t('i18n.sample.loadGlossary')}
      </Button>
    )
  }
  return (
    <Suspense fallback={<Spinner size="sm">{t('i18n.sample.loading')}</Spinner>}>
      <Glossary />
    </Suspense>
  )
}
