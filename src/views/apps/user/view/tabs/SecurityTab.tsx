import { useState } from 'react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a switch that saves on change, no form
import { Card, CardBody, CardHeader, FormGroup, Input, Label, Table } from 'reactstrap'
import { formatDate } from '@/utility/format'
import { devices } from '../demoData'
import { ChangePasswordForm } from './ChangePasswordForm'
import { ScrollRegion } from '@core/components/ScrollRegion'

const daysBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

export function SecurityTab() {
  const { t, i18n } = useTranslation('user')
  const [twoStep, setTwoStep] = useState(false)
  return (
    <>
      <Card className="mb-4">
        <CardHeader tag="h2" className="h5 bg-transparent" id="change-password-title">
          {t('security.changePassword')}
        </CardHeader>
        <CardBody>
          <ChangePasswordForm />
        </CardBody>
      </Card>
      <Card className="mb-4">
        <CardHeader tag="h2" className="h5 bg-transparent">
          {t('security.twoStepTitle')}
        </CardHeader>
        <CardBody>
          <p className="text-body-secondary">{t('security.twoStepText')}</p>
          <FormGroup switch className="mb-0">
            <Input
              id="two-step"
              type="switch"
              role="switch"
              checked={twoStep}
              onChange={(event) => setTwoStep(event.target.checked)}
            />
            <Label for="two-step" check>
              {t('security.twoStepLabel')}
            </Label>
          </FormGroup>
          <small className="text-body-secondary">
            {twoStep ? t('security.twoStepOn') : t('security.twoStepOff')}
          </small>
        </CardBody>
      </Card>
      <Card>
        <CardHeader tag="h2" className="h5 bg-transparent">
          {t('security.devicesTitle')}
        </CardHeader>
        <ScrollRegion label={t('security.devicesTitle')}>
          <Table className="user-card-table mb-0 align-middle text-nowrap">
            <thead>
              <tr>
                <th scope="col">{t('security.browser')}</th>
                <th scope="col">{t('security.device')}</th>
                <th scope="col">{t('security.location')}</th>
                <th scope="col">{t('security.lastSeen')}</th>
              </tr>
            </thead>
            <tbody>
              {devices.map((device) => (
                <tr key={`${device.browser}-${device.os}`}>
                  <td>{device.browser}</td>
                  <td>{device.os}</td>
                  <td>{t(`security.places.${device.place}`)}</td>
                  <td>{formatDate(daysBefore(device.daysAgo), i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </Card>
    </>
  )
}
