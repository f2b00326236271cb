import { useTranslation } from 'react-i18next'

const accounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' }
] as const

export function DemoAccounts({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth')
  return (
    <section
      className="auth-demo-accounts alert alert-primary py-2 px-3"
      aria-labelledby="demo-accounts-title"
    >
      <h2 id="demo-accounts-title" className="h6 mb-2">
        {t('demo.title')}
      </h2>
      <ul className="list-unstyled mb-0">
        {accounts.map((account) => (
          <li
            key={account.role}
            className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-1"
          >
            <span>
              <strong>{t(`roles.${account.role}`)}</strong>
              {': '}
              <code dir="ltr">{account.email}</code> / <code dir="ltr">{account.password}</code>
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={t('demo.useAccountFor', { role: t(`roles.${account.role}`) })}
              onClick={() => onUse(account.email, account.password)}
            >
              {t('demo.useAccount')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
