import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardTitle, Table } from 'reactstrap'
import { useAbility } from '@/configs/acl/useAbility'

export function RulesCard() {
  const { t } = useTranslation('auth')
  const ability = useAbility()
  return (
    <Card className="h-100 mb-0">
      <CardBody>
        <CardTitle tag="h2" className="h5">
          {t('acl.rulesTitle')}
        </CardTitle>
        <Table responsive className="mb-0" aria-label={t('acl.rulesTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('acl.action')}</th>
              <th scope="col">{t('acl.subject')}</th>
              <th scope="col">{t('acl.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {ability.rules.map((rule) => {
              const action = String(rule.action)
              const subject = String(rule.subject ?? 'all')
              return (
                <tr key={`${action}-${subject}`}>
                  <td>
                    <code>{action}</code>
                  </td>
                  <td>
                    <code>{subject}</code>
                  </td>
                  <td>
                    {t(action === 'manage' ? 'acl.meaningManage' : 'acl.meaningAction', { action, subject })}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </Table>
      </CardBody>
    </Card>
  )
}
