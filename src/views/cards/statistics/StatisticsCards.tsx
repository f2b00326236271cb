import {
  Cpu,
  Eye,
  Heart,
  MessageSquare,
  Server,
  ShoppingBag,
  Smile,
  TrendingUp,
  Truck,
  UserRound,
  type LucideIcon
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { useChartTheme, type ChartColorName } from '@core/charts/useChartTheme'
import { StatCard } from '@widgets/cards/StatCard'
import { StatChartCard } from '@widgets/cards/StatChartCard'
import '@widgets/cards/cards.scss'

type Stat = { key: string; icon: LucideIcon; color: ChartColorName; value: number }

const horizontal: Stat[] = [
  { key: 'cpu', icon: Cpu, color: 'primary', value: 86 },
  { key: 'memory', icon: Server, color: 'success', value: 1.2 },
  { key: 'downtime', icon: TrendingUp, color: 'danger', value: 0.1 },
  { key: 'warnings', icon: Truck, color: 'warning', value: 13 }
]
const vertical: Stat[] = [
  { key: 'views', icon: Eye, color: 'info', value: 36_900 },
  { key: 'comments', icon: MessageSquare, color: 'warning', value: 12_800 },
  { key: 'orders', icon: ShoppingBag, color: 'danger', value: 97_800 },
  { key: 'bookmarks', icon: Heart, color: 'primary', value: 26_400 },
  { key: 'reviews', icon: Smile, color: 'success', value: 689 },
  { key: 'customers', icon: UserRound, color: 'secondary', value: 2_100 }
]

export default function StatisticsCards() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const value = (stat: Stat) =>
    t(`statPage.units.${stat.key}`, {
      value: theme.number(stat.value, { notation: 'compact', maximumFractionDigits: 1 })
    })
  return (
    <>
      <PageHeader title={t('titles.statistics')} crumbs={[{ label: t('common:nav.cards') }]} />
      <h2 className="h5 mb-3">{t('statPage.horizontal')}</h2>
      <Row className="g-4 mb-4">
        {horizontal.map((stat) => (
          <Col key={stat.key} lg={3} sm={6}>
            <StatCard
              layout="horizontal"
              icon={stat.icon}
              color={stat.color}
              value={value(stat)}
              label={t(`statPage.labels.${stat.key}`)}
            />
          </Col>
        ))}
      </Row>
      <h2 className="h5 mb-3">{t('statPage.vertical')}</h2>
      <Row className="g-4 mb-4">
        {vertical.map((stat) => (
          <Col key={stat.key} xl={2} md={4} xs={6}>
            <StatCard
              layout="vertical"
              icon={stat.icon}
              color={stat.color}
              value={value(stat)}
              label={t(`statPage.labels.${stat.key}`)}
            />
          </Col>
        ))}
      </Row>
      <h2 className="h5 mb-3">{t('statPage.charts')}</h2>
      <Row className="g-4">
        <Col lg={3} sm={6}>
          <StatChartCard name="subscribers" chart="area" />
        </Col>
        <Col lg={3} sm={6}>
          <StatChartCard name="revenue" chart="area" />
        </Col>
        <Col lg={3} sm={6}>
          <StatChartCard name="sales" chart="area" />
        </Col>
        <Col lg={3} sm={6}>
          <StatChartCard name="orders" chart="area" />
        </Col>
        <Col lg={4} sm={6}>
          <StatChartCard name="site-traffic" chart="line" />
        </Col>
        <Col lg={4} sm={6}>
          <StatChartCard name="active-users" chart="bar" />
        </Col>
        <Col lg={4} sm={6}>
          <StatChartCard name="newsletter" chart="line" />
        </Col>
        <Col lg={3} sm={6}>
          <StatChartCard name="orders-bar-chart" chart="bar" />
        </Col>
        <Col lg={3} sm={6}>
          <StatChartCard name="profit-line-chart" chart="line" />
        </Col>
      </Row>
    </>
  )
}
