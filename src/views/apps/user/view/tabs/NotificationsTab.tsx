import { useState } from 'react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- switches that save on change, no form
import { Button, Card, CardBody, CardHeader, Input, Table } from 'reactstrap'
import { notify } from '@core/components/toast'
import { notificationChannels, notificationTypes } from '../demoData'
import { ScrollRegion } from '@core/components/ScrollRegion'

type Type = (typeof notificationTypes)[number]
type Channel = (typeof notificationChannels)[number]
type Choices = Record<`${Type}.${Channel}`, boolean>

const initial = Object.fromEntries(
  notificationTypes.flatMap((type, row) =>
    notificationChannels.map((channel, col) => [`${type}.${channel}`, (row + col) % 3 !== 2])
  )
) as Choices

export function NotificationsTab() {
  const { t } = useTranslation('user')
  const [choices, setChoices] = useState<Choices>(initial)
  return (
    <Card>
      <CardHeader tag="h2" className="h5 bg-transparent">
        {t('notifications.title')}
      </CardHeader>
      <CardBody className="pb-0">
        <p className="text-body-secondary">{t('notifications.text')}</p>
      </CardBody>
      <ScrollRegion label={t('notifications.title')}>
        <Table className="user-card-table mb-0 align-middle text-nowrap">
          <thead>
            <tr>
              <th scope="col">{t('notifications.type')}</th>
              {notificationChannels.map((channel) => (
                <th key={channel} scope="col" className="text-center">
                  {t(`notifications.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notificationTypes.map((type) => (
              <tr key={type}>
                <th scope="row" className="fw-normal">
                  {t(`notifications.types.${type}`)}
                </th>
                {notificationChannels.map((channel) => {
                  const key = `${type}.${channel}` as const
                  return (
                    <td key={channel} className="text-center">
                      <Input
                        type="checkbox"
                        checked={choices[key]}
                        onChange={(event) => setChoices({ ...choices, [key]: event.target.checked })}
                        aria-label={t('notifications.choice', {
                          type: t(`notifications.types.${type}`),
                          channel: t(`notifications.channels.${channel}`)
                        })}
                      />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <CardBody>
        <Button color="primary" onClick={() => notify.success(t('notifications.saved'))}>
          {t('common.save')}
        </Button>
      </CardBody>
    </Card>
  )
}
