import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader, type Crumb } from '@core/components/PageHeader'
import { DemoCard } from './DemoCard'
import type { Demo } from './types'

export interface DemoPageProps {
  ns: string
  /** Keys `<section>.title`, `<section>.intro` and `<section>.demos.<Demo name>.title` / `.description`. */
  section: string
  demos: Demo[]
  crumbs?: Crumb[]
  children?: ReactNode
}

export function DemoPage({ ns, section, demos, crumbs, children }: DemoPageProps) {
  const { t } = useTranslation(ns)
  return (
    <>
      <PageHeader title={t(`${section}.title`)} crumbs={crumbs} />
      <p className="demo-page-intro text-body-secondary">{t(`${section}.intro`)}</p>
      {children}
      <div className="demo-page-list">
        {demos.map(({ name, Component, source }) => (
          <DemoCard
            key={name}
            title={t(`${section}.demos.${name}.title`)}
            description={t(`${section}.demos.${name}.description`)}
            source={source}
          >
            <Component />
          </DemoCard>
        ))}
      </div>
    </>
  )
}
