import { KeyRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Table } from 'reactstrap'
import { CardFrame } from '@core/cards/DataCard'
import { themeConfig } from '@/configs/themeConfig'

const demoAccounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' }
]

export function GettingStartedCard() {
  const { t } = useTranslation('dashboard')
  return (
    <CardFrame
      title={t('gettingStarted.title')}
      subtitle={t('gettingStarted.intro', { name: themeConfig.app.name })}
    >
      <h3 className="h6 d-flex align-items-center gap-2">
        <KeyRound size={16} className="text-primary" aria-hidden="true" />
        {t('gettingStarted.accounts')}
      </h3>
      <Table size="sm" responsive className="mb-3">
        <caption className="visually-hidden">{t('gettingStarted.accounts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('gettingStarted.role')}</th>
            <th scope="col">{t('gettingStarted.email')}</th>
            <th scope="col">{t('gettingStarted.password')}</th>
          </tr>
        </thead>
        <tbody>
          {demoAccounts.map((account) => (
            <tr key={account.role}>
              <td className="text-capitalize">{account.role}</td>
              <td>
                <code>{account.email}</code>
              </td>
              <td>
                <code>{account.password}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="small text-body-secondary mb-1">{t('gettingStarted.run')}</p>
      <p className="mb-2">
        <code>npm ci &amp;&amp; npm run dev</code>
      </p>
      <p className="small text-body-secondary mb-0">{t('gettingStarted.readme')}</p>
    </CardFrame>
  )
}
