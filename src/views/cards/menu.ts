import { ChartColumn, ChartLine, Circle, CreditCard, MousePointerClick, Sparkles } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { cardPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'cards',
  section: 'userInterface',
  items: [
    {
      id: 'cards',
      title: 'nav.cards',
      icon: CreditCard,
      children: [
        { id: 'cards-basic', title: 'nav.cardsBasic', icon: Circle, navLink: paths.basic },
        { id: 'cards-advance', title: 'nav.cardsAdvance', icon: Sparkles, navLink: paths.advance },
        {
          id: 'cards-statistics',
          title: 'nav.cardsStatistics',
          icon: ChartColumn,
          navLink: paths.statistics
        },
        { id: 'cards-analytics', title: 'nav.cardsAnalytics', icon: ChartLine, navLink: paths.analytics },
        { id: 'cards-action', title: 'nav.cardsAction', icon: MousePointerClick, navLink: paths.action }
      ]
    }
  ]
})
