import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Table } from 'reactstrap'
import { sortKeys, sortRoutes, type QualityReport, type RouteQuality, type SortKey } from './report'
import { Figure } from './Figure'

interface Sort {
  key: SortKey
  descending: boolean
}

function cells(route: RouteQuality, report: QualityReport) {
  const { budgets } = report
  return [
    <Figure key="light" value={route.axe.light} budget={budgets.axe} />,
    <Figure key="dark" value={route.axe.dark} budget={budgets.axe} />,
    <Figure key="own" value={route.ownBytes} budget={route.ownBudgetBytes} unit="kb" />,
    <Figure key="first" value={route.firstLoadBytes} unit="kb" />,
    <Figure key="lcp" value={route.lcp} budget={budgets.lcp} unit="ms" />,
    <Figure key="tbt" value={route.tbt} budget={budgets.tbt} unit="ms" />,
    <Figure key="long" value={route.longestTask} budget={budgets.longestTask} unit="ms" />
  ]
}

export function QualityTable({ report }: { report: QualityReport }) {
  const { t } = useTranslation('quality')
  const [sort, setSort] = useState<Sort>({ key: 'path', descending: false })
  const rows = useMemo(
    () => sortRoutes(report.routes, sort.key, sort.descending),
    [report.routes, sort.key, sort.descending]
  )
  const sortBy = (key: SortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : false }))
  return (
    <Table responsive hover size="sm" className="mb-0">
      <caption className="caption-top">{t('caption')}</caption>
      <thead>
        <tr>
          {sortKeys.map((key) => (
            <th
              key={key}
              scope="col"
              aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined}
            >
              <button
                type="button"
                className="btn btn-link p-0 text-reset fw-semibold"
                onClick={() => sortBy(key)}
              >
                {t(`columns.${key}`)}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((route) => (
          <tr key={route.path}>
            <th scope="row">
              <Link to={route.link} dir="ltr">
                {route.path}
              </Link>
            </th>
            <td>{route.area}</td>
            {cells(route, report).map((cell, index) => (
              <td key={index} className="text-end text-nowrap">
                {cell}
              </td>
            ))}
            <td className="text-end" title={route.tests.join('\n')}>
              {route.tests.length}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
