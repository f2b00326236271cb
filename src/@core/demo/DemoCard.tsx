import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { Code } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, CardHeader, Spinner } from 'reactstrap'
import type { CodeLanguage } from './highlight'
import './demo.scss'

// The highlighter is not part of any page: it loads the first time a card's code is opened.
const DemoCode = lazy(() => import('./DemoCode'))

export interface DemoCardProps {
  title: string
  description: string
  source: () => Promise<string>
  language?: CodeLanguage
  children: ReactNode
}

export function DemoCard({ title, description, source, language, children }: DemoCardProps) {
  const { t } = useTranslation('demo')
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <Card className="demo-card" aria-labelledby={`${id}-title`} tag="section">
      <CardHeader className="demo-card-header">
        <div>
          <h2 className="h5 mb-1" id={`${id}-title`}>
            {title}
          </h2>
          <p className="text-body-secondary small mb-0">{description}</p>
        </div>
        <Button
          color="primary"
          outline
          size="sm"
          className="demo-card-toggle"
          aria-expanded={open}
          aria-controls={`${id}-code`}
          onClick={() => setOpen((value) => !value)}
        >
          <Code size={16} aria-hidden="true" />
          <span className="ms-1">{open ? t('hideCode') : t('showCode')}</span>
        </Button>
      </CardHeader>
      <CardBody className="demo-card-body">{children}</CardBody>
      <div id={`${id}-code`}>
        {open && (
          <Suspense
            fallback={
              <Spinner size="sm" className="m-3">
                {t('loadingCode')}
              </Spinner>
            }
          >
            <DemoCode source={source} label={title} language={language} />
          </Suspense>
        )}
      </div>
    </Card>
  )
}
