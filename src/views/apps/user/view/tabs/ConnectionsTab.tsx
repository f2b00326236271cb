import { useState } from 'react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a switch that saves on change, no form
import { Button, Card, CardBody, CardHeader, FormGroup, Input } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { connectedApps, socialAccounts } from '../demoData'

export function ConnectionsTab() {
  const { t } = useTranslation('user')
  const [apps, setApps] = useState(() => Object.fromEntries(connectedApps.map((app) => [app.name, app.on])))
  const [social, setSocial] = useState(() =>
    Object.fromEntries(socialAccounts.map((account) => [account.name, account.connected]))
  )
  return (
    <>
      <Card className="mb-4">
        <CardHeader tag="h2" className="h5 bg-transparent">
          {t('connections.appsTitle')}
        </CardHeader>
        <CardBody>
          <p className="text-body-secondary">{t('connections.appsText')}</p>
          <ul className="list-unstyled mb-0">
            {connectedApps.map((app) => (
              <li key={app.name} className="d-flex align-items-center gap-3 mb-3">
                <Avatar name={app.name} color={app.color} decorative />
                <div className="flex-grow-1 min-w-0">
                  <p className="mb-0 fw-semibold">{app.name}</p>
                  <small className="text-body-secondary">{t(`connections.apps.${app.key}`)}</small>
                </div>
                <FormGroup switch className="mb-0">
                  <Input
                    type="switch"
                    role="switch"
                    checked={apps[app.name]}
                    onChange={(event) => setApps({ ...apps, [app.name]: event.target.checked })}
                    aria-label={t('connections.toggle', { name: app.name })}
                  />
                </FormGroup>
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
      <Card>
        <CardHeader tag="h2" className="h5 bg-transparent">
          {t('connections.socialTitle')}
        </CardHeader>
        <CardBody>
          <ul className="list-unstyled mb-0">
            {socialAccounts.map((account) => {
              const connected = social[account.name]
              return (
                <li key={account.name} className="d-flex align-items-center gap-3 mb-3">
                  <Avatar name={account.name} color={account.color} decorative />
                  <div className="flex-grow-1 min-w-0">
                    <p className="mb-0 fw-semibold">{account.name}</p>
                    <small className="text-body-secondary text-break">
                      {connected
                        ? account.handle || t('connections.connected')
                        : t('connections.notConnected')}
                    </small>
                  </div>
                  <Button
                    size="sm"
                    color={connected ? 'danger' : 'secondary'}
                    outline
                    onClick={() => setSocial({ ...social, [account.name]: !connected })}
                    aria-label={t(connected ? 'connections.disconnectName' : 'connections.connectName', {
                      name: account.name
                    })}
                  >
                    {connected ? t('connections.disconnect') : t('connections.connect')}
                  </Button>
                </li>
              )
            })}
          </ul>
        </CardBody>
      </Card>
    </>
  )
}
