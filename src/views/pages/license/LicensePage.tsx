import { Check, CircleCheck, CircleX, Download, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, Col, Row, Table } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { notify } from '@core/components/toast'
import { allowed, comparison, forbidden, licenseFileName, licenseText, saveText } from './terms'

function Allowed({ yes }: { yes: boolean }) {
  const { t } = useTranslation('license')
  const Icon = yes ? Check : X
  return (
    <>
      <Icon size={18} aria-hidden="true" className={yes ? 'text-success' : 'text-danger'} />
      <span className="visually-hidden">{t(yes ? 'compare.yes' : 'compare.no')}</span>
    </>
  )
}

function TermList({ kind }: { kind: 'may' | 'mayNot' }) {
  const { t } = useTranslation('license')
  const keys = kind === 'may' ? allowed : forbidden
  const Icon = kind === 'may' ? CircleCheck : CircleX
  return (
    <Card className="h-100">
      <CardBody>
        <h2 className="h5 mb-3">{t(`${kind}.title`)}</h2>
        <ul className="list-unstyled mb-0">
          {keys.map((key) => (
            <li key={key} className="d-flex gap-2 mb-2">
              <Icon
                size={18}
                aria-hidden="true"
                className={`flex-shrink-0 mt-1 ${kind === 'may' ? 'text-success' : 'text-danger'}`}
              />
              <span>{t(`${kind}.items.${key}`)}</span>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  )
}

export default function LicensePage() {
  const { t } = useTranslation('license')
  const download = () => {
    saveText(licenseText(t), licenseFileName)
    notify.success(t('downloaded', { file: licenseFileName }))
  }
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('common:nav.pages') }]}
        actions={
          <Button color="primary" onClick={download}>
            <Download size={16} aria-hidden="true" className="me-2" />
            {t('download')}
          </Button>
        }
      />
      <Card className="mb-4">
        <CardBody>
          <h2 className="h5">{t('grant')}</h2>
          <p className="mb-1">{t('intro')}</p>
          <p className="text-body-secondary small mb-0">{t('version')}</p>
        </CardBody>
      </Card>
      <Row className="g-4 mb-4">
        <Col md={6}>
          <TermList kind="may" />
        </Col>
        <Col md={6}>
          <TermList kind="mayNot" />
        </Col>
      </Row>
      <Card className="mb-4">
        <CardBody>
          <h2 className="h5 mb-3">{t('compare.title')}</h2>
          <Table className="mb-0 align-middle">
            <caption className="visually-hidden">{t('compare.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('compare.use')}</th>
                <th scope="col" className="text-center">
                  {t('compare.single')}
                </th>
                <th scope="col" className="text-center">
                  {t('compare.extended')}
                </th>
              </tr>
            </thead>
            <tbody>
              {comparison.map(([key, single, extended]) => (
                <tr key={key}>
                  <th scope="row" className="fw-normal">
                    {t(`compare.rows.${key}`)}
                  </th>
                  <td className="text-center">
                    <Allowed yes={single} />
                  </td>
                  <td className="text-center">
                    <Allowed yes={extended} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <h2 className="h5">{t('end.title')}</h2>
          <p className="mb-0">{t('end.text')}</p>
        </CardBody>
      </Card>
    </>
  )
}
