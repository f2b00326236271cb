import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader, type Crumb } from '@core/components/PageHeader'
import { DemoCard } from './DemoCard'
import type { Demo } from './types'

export interface DemoPageProps {
  ns: string
  section: string
  demos: Demo[]
  columns?: 1 | 2 | 3
  wide?: readonly string[]
  crumbs?: Crumb[]
  children?: ReactNode
}

/** A demo page: the title, a one-paragraph intro and one DemoCard per demo, in order, in a grid. */
export function DemoPage({ ns, section, demos, columns = 1, wide = [], crumbs, children }: DemoPageProps) {
  const { t } = useTranslation(ns)
  return (
    <>
      <PageHeader title={t(`${section}.title`)} crumbs={crumbs} />
      <p className="demo-page-intro text-body-secondary">{t(`${section}.intro`)}</p>
      {children}
      <div className={`demo-page-list demo-page-columns-${columns}`}>
        {demos.map(({ name, Component, files }) => (
          <DemoCard
            key={name}
            title={t(`${section}.demos.${name}.title`)}
            description={t(`${section}.demos.${name}.description`)}
            files={files}
            wide={wide.includes(name)}
          >
            <Component />
          </DemoCard>
        ))}
      </div>
    </>
  )
}
