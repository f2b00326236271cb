import { BookOpen, Boxes, KeyRound, Palette, TerminalSquare } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardTitle, Col, Row, Table } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { themeConfig } from '@/configs/themeConfig'

const demoAccounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' }
]

const commands = [
  { key: 'run', command: 'npm ci && npm run dev' },
  { key: 'test', command: 'npm test' },
  { key: 'e2e', command: 'npm run test:e2e' },
  { key: 'bench', command: 'npm run bench' }
]

/** The home page until the dashboards arrive: what this is and how to start with it. */
export default function Starter() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('starter.title')} />
      <Card className="overflow-hidden">
        <CardBody className="p-4">
          <h2 className="h4">{t('starter.welcome', { name: themeConfig.app.name })}</h2>
          <p className="mb-0 text-body-secondary">{t('starter.intro')}</p>
        </CardBody>
      </Card>
      <Row>
        <Col lg={6}>
          <Card>
            <CardBody>
              <CardTitle tag="h2" className="h5 d-flex align-items-center gap-2">
                <KeyRound size={18} className="text-primary" aria-hidden="true" /> {t('starter.accountsTitle')}
              </CardTitle>
              <p className="text-body-secondary">{t('starter.accountsText')}</p>
              <Table responsive size="sm" className="mb-0">
                <thead>
                  <tr>
                    <th scope="col">{t('starter.role')}</th>
                    <th scope="col">{t('starter.email')}</th>
                    <th scope="col">{t('starter.password')}</th>
                  </tr>
                </thead>
                <tbody>
                  {demoAccounts.map((account) => (
                    <tr key={account.role}>
                      <td className="text-capitalize">{account.role}</td>
                      <td><code>{account.email}</code></td>
                      <td><code>{account.password}</code></td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </CardBody>
          </Card>
        </Col>
        <Col lg={6}>
          <Card>
            <CardBody>
              <CardTitle tag="h2" className="h5 d-flex align-items-center gap-2">
                <TerminalSquare size={18} className="text-primary" aria-hidden="true" /> {t('starter.commandsTitle')}
              </CardTitle>
              <dl className="mb-0">
                {commands.map((item) => (
                  <div key={item.key} className="mb-2">
                    <dt className="fw-normal text-body-secondary small">{t(`starter.commands.${item.key}`)}</dt>
                    <dd className="mb-0"><code>{item.command}</code></dd>
                  </div>
                ))}
              </dl>
            </CardBody>
          </Card>
        </Col>
        {[
          { key: 'docs', icon: BookOpen },
          { key: 'customize', icon: Palette },
          { key: 'build', icon: Boxes }
        ].map(({ key, icon: Icon }) => (
          <Col md={4} key={key}>
            <Card className="h-100">
              <CardBody>
                <Icon size={22} className="text-primary mb-2" aria-hidden="true" />
                <h2 className="h6">{t(`starter.tiles.${key}.title`)}</h2>
                <p className="text-body-secondary mb-0 small">{t(`starter.tiles.${key}.text`)}</p>
              </CardBody>
            </Card>
          </Col>
        ))}
      </Row>
      <p className="mt-4 text-body-secondary small">
        {t('starter.explore')} <Link to="/page-layout/collapse-menu">{t('nav.pageLayouts')}</Link> · <Link to="/misc/coming-soon">{t('nav.misc')}</Link>
      </p>
    </>
  )
}
