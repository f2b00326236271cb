import { Cpu, Shirt, ShoppingBasket } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardHeader, Table } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { ScrollRegion } from '@core/components/ScrollRegion'
import { useChartTheme } from '@core/charts/useChartTheme'
import { Trend } from './Trend'
import { companies } from './demoData'
import { Money } from '@core/components/Money'

const categoryIcons = { technology: Cpu, grocery: ShoppingBasket, fashion: Shirt }
const colors = ['primary', 'success', 'danger', 'warning', 'info'] as const

export function CompanyTable() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  return (
    <Card className="h-100">
      <CardHeader className="pb-0">
        <h2 className="card-title h5 mb-2">{t('companies.title')}</h2>
      </CardHeader>
      <ScrollRegion label={t('companies.title')} className="position-relative">
        <Table className="mb-0 align-middle text-nowrap">
          <caption className="visually-hidden">{t('companies.title')}</caption>
          <thead>
            <tr>
              {(['company', 'category', 'views', 'revenue', 'sales'] as const).map((key) => (
                <th key={key} scope="col">
                  {t(`companies.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {companies.map((company, i) => {
              const Icon = categoryIcons[company.category]
              return (
                <tr key={company.name}>
                  <td>
                    <div className="d-flex align-items-center gap-2">
                      <Avatar name={company.name} color={colors[i % colors.length]} size="sm" decorative />
                      <div>
                        <div className="fw-semibold">{company.name}</div>
                        <div className="small text-body-secondary">{company.email}</div>
                      </div>
                    </div>
                  </td>
                  <td>
                    <span className="d-inline-flex align-items-center gap-1">
                      <Icon size={16} aria-hidden="true" />
                      {t(`companies.categories.${company.category}`)}
                    </span>
                  </td>
                  <td>
                    <div className="fw-semibold">
                      <bdi dir="ltr">{theme.number(company.views, { notation: 'compact' })}</bdi>
                    </div>
                    <div className="small text-body-secondary">
                      {t('companies.hours', { value: company.hours })}
                    </div>
                  </td>
                  <td>
                    <Money value={company.revenue} />
                  </td>
                  <td>
                    <Trend value={company.sales - 50} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </Table>
      </ScrollRegion>
    </Card>
  )
}
