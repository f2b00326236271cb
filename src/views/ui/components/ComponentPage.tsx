import { useTranslation } from 'react-i18next'
import { DemoPage, type Demo } from '@core/demo'
import type { ComponentName } from './routes.contract'
import './components.scss'

export function ComponentPage({ name, demos }: { name: ComponentName; demos: Demo[] }) {
  const { t } = useTranslation()
  return (
    <DemoPage
      ns="components"
      section={name}
      demos={demos}
      crumbs={[{ label: t('nav.userInterface') }, { label: t('nav.components') }]}
    />
  )
}
