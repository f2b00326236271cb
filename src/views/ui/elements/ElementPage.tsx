import { useTranslation } from 'react-i18next'
import { DemoPage, type Demo } from '@core/demo'

export function ElementPage({ section, demos }: { section: 'typography' | 'colors'; demos: Demo[] }) {
  const { t } = useTranslation()
  return <DemoPage ns="ui" section={section} demos={demos} crumbs={[{ label: t('nav.userInterface') }]} />
}
