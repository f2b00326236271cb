import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader, type Crumb } from '@core/components/PageHeader'
import { DemoCard } from './DemoCard'
import type { Demo } from './types'

export interface DemoPageProps {
  /** The i18n namespace of the page's texts. */
  ns: string
  /** The page's key prefix in `ns`: `<section>.title`, `<section>.intro`, and per demo
   *  `<section>.demos.<Demo name>.title` and `.description`. */
  section: string
  demos: Demo[]
  /** Demos side by side on wide screens (one column on a phone). */
  columns?: 1 | 2 | 3
  /** Names of the demos that take a whole row of the grid. */
  wide?: readonly string[]
  /** Crumbs between Home and the page. */
  crumbs?: Crumb[]
  /** Shown between the intro and the demos (a page-wide control, a note). */
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
