import type {
  AvgSessions,
  Customers,
  GoalOverview,
  ProductOrders,
  ReportYear,
  Revenue,
  RevenueReport,
  SessionsDevice,
  StatisticsCard,
  StatisticsCardName,
  SupportTracker,
  TimeRange
} from '@widgets/cards/contract'
import { reportYears, timeRanges } from '@widgets/cards/contract'

const supportTracker: Record<TimeRange, SupportTracker> = {
  'last-28-days': {
    title: 'Support Tracker',
    last_days: [...timeRanges],
    range: 'last-28-days',
    totalTicket: 164,
    newTicket: 29,
    openTicket: 63,
    responseTime: 1.4,
    completed: 83
  },
  'last-month': {
    title: 'Support Tracker',
    last_days: [...timeRanges],
    range: 'last-month',
    totalTicket: 187,
    newTicket: 41,
    openTicket: 58,
    responseTime: 1.9,
    completed: 78
  },
  'last-year': {
    title: 'Support Tracker',
    last_days: [...timeRanges],
    range: 'last-year',
    totalTicket: 2318,
    newTicket: 402,
    openTicket: 71,
    responseTime: 2.6,
    completed: 91
  }
}

const avgSessions: Record<TimeRange, AvgSessions> = {
  'last-28-days': {
    range: 'last-28-days',
    sessions: 2740,
    growth: 5.2,
    goal: 100_000,
    goalReached: 62,
    users: 84_300,
    retention: 71,
    duration: 6.4,
    series: [2210, 2680, 2950, 3120, 2890, 2410, 2920]
  },
  'last-month': {
    range: 'last-month',
    sessions: 2515,
    growth: -2.8,
    goal: 100_000,
    goalReached: 57,
    users: 79_150,
    retention: 68,
    duration: 5.9,
    series: [2050, 2470, 2760, 2830, 2610, 2190, 2700]
  },
  'last-year': {
    range: 'last-year',
    sessions: 2385,
    growth: 18.6,
    goal: 1_200_000,
    goalReached: 88,
    users: 912_400,
    retention: 64,
    duration: 6.1,
    series: [1980, 2340, 2610, 2700, 2480, 2050, 2530]
  }
}

const revenueReport: Record<ReportYear, RevenueReport> = {
  2020: {
    years: [...reportYears],
    year: 2020,
    price: 25_852,
    budget: 56_800,
    earning: [2150, 2840, 1960, 2510, 2980, 1720, 2260, 2630, 1890, 2410, 1240, 1262],
    expense: [-1340, -1610, -980, -1720, -1490, -860, -1180, -1530, -1010, -1290, -720, -650],
    budgetLine: [1800, 2100, 2300, 2200, 2600, 2400, 2500, 2700, 2500, 2800, 2900, 3100]
  },
  2019: {
    years: [...reportYears],
    year: 2019,
    price: 21_367,
    budget: 48_200,
    earning: [1620, 2210, 1730, 1980, 2350, 1410, 1890, 2060, 1540, 2120, 1180, 1277],
    expense: [-1120, -1390, -870, -1410, -1260, -790, -1020, -1280, -910, -1160, -650, -590],
    budgetLine: [1500, 1700, 1900, 1800, 2100, 2000, 2100, 2300, 2200, 2400, 2500, 2700]
  },
  2018: {
    years: [...reportYears],
    year: 2018,
    price: 16_940,
    budget: 39_500,
    earning: [1210, 1630, 1390, 1520, 1870, 1080, 1440, 1690, 1260, 1590, 1040, 1210],
    expense: [-890, -1050, -760, -1130, -970, -640, -820, -990, -730, -880, -560, -520],
    budgetLine: [1200, 1300, 1450, 1400, 1600, 1550, 1650, 1800, 1700, 1850, 1950, 2100]
  }
}

const goalOverview: GoalOverview = { completed: 786_617, inProgress: 13_561 }

const days = (base: number, wave: number[]) => wave.map((step) => base + step)
const revenue: Revenue = {
  thisMonth: 86_589,
  lastMonth: 73_683,
  series: [
    {
      name: 'This Month',
      data: days(2800, [0, 420, 180, 760, 540, 980, 720, 1240, 860, 1410, 1120, 1580, 1290, 1720])
    },
    {
      name: 'Last Month',
      data: days(2400, [120, 260, 510, 380, 690, 540, 810, 640, 930, 720, 1010, 860, 1150, 990])
    }
  ]
}

const productOrders: Record<TimeRange, ProductOrders> = {
  'last-28-days': {
    range: 'last-28-days',
    chart_info: { finished: 23_043, pending: 14_658, rejected: 4_758 }
  },
  'last-month': { range: 'last-month', chart_info: { finished: 25_610, pending: 12_940, rejected: 5_320 } },
  'last-year': { range: 'last-year', chart_info: { finished: 284_120, pending: 31_870, rejected: 52_460 } }
}

const sessionsDevice: Record<TimeRange, SessionsDevice> = {
  'last-28-days': {
    range: 'last-28-days',
    devices: [
      { icon: 'monitor', name: 'Desktop', iconColor: 'primary', usage: 58.6, upDown: 2.4 },
      { icon: 'smartphone', name: 'Mobile', iconColor: 'warning', usage: 34.9, upDown: -1.8 },
      { icon: 'tablet', name: 'Tablet', iconColor: 'danger', usage: 6.5, upDown: -0.6 }
    ]
  },
  'last-month': {
    range: 'last-month',
    devices: [
      { icon: 'monitor', name: 'Desktop', iconColor: 'primary', usage: 55.2, upDown: -1.1 },
      { icon: 'smartphone', name: 'Mobile', iconColor: 'warning', usage: 37.4, upDown: 3.2 },
      { icon: 'tablet', name: 'Tablet', iconColor: 'danger', usage: 7.4, upDown: 0.9 }
    ]
  },
  'last-year': {
    range: 'last-year',
    devices: [
      { icon: 'monitor', name: 'Desktop', iconColor: 'primary', usage: 61.3, upDown: -4.2 },
      { icon: 'smartphone', name: 'Mobile', iconColor: 'warning', usage: 31.5, upDown: 6.8 },
      { icon: 'tablet', name: 'Tablet', iconColor: 'danger', usage: 7.2, upDown: -2.6 }
    ]
  }
}

const customers: Record<TimeRange, Customers> = {
  'last-28-days': {
    range: 'last-28-days',
    listData: [
      { text: 'New', result: 690, iconColor: 'primary' },
      { text: 'Returning', result: 258, iconColor: 'warning' },
      { text: 'Referrals', result: 149, iconColor: 'danger' }
    ]
  },
  'last-month': {
    range: 'last-month',
    listData: [
      { text: 'New', result: 742, iconColor: 'primary' },
      { text: 'Returning', result: 301, iconColor: 'warning' },
      { text: 'Referrals', result: 118, iconColor: 'danger' }
    ]
  },
  'last-year': {
    range: 'last-year',
    listData: [
      { text: 'New', result: 8_420, iconColor: 'primary' },
      { text: 'Returning', result: 3_915, iconColor: 'warning' },
      { text: 'Referrals', result: 1_702, iconColor: 'danger' }
    ]
  }
}

const stat = (
  key: StatisticsCard['analyticsData']['key'],
  value: number,
  growth: number,
  name: string,
  data: number[]
): StatisticsCard => ({ series: [{ name, data }], analyticsData: { key, value, growth } })

const statistics: Record<StatisticsCardName, StatisticsCard> = {
  'orders-bar-chart': stat('orders', 2_476, 8.1, 'Orders', [45, 85, 65, 45, 65]),
  'profit-line-chart': stat('profit', 6_240, 12.6, 'Profit', [0, 20, 5, 30, 15, 45]),
  subscribers: stat('subscribers', 92_600, 6.4, 'Subscribers', [28, 40, 36, 52, 38, 60, 55]),
  revenue: stat('revenue', 97_500, 4.9, 'Revenue', [350, 275, 400, 300, 350, 300, 450]),
  sales: stat('sales', 36_200, -1.7, 'Sales', [10, 15, 7, 12, 3, 16]),
  orders: stat('orders', 38_400, 3.3, 'Orders', [10, 15, 8, 15, 7, 12, 8]),
  'site-traffic': stat('traffic', 28_700, 9.2, 'Visits', [150, 200, 125, 225, 200, 250]),
  'active-users': stat('users', 7_910, 2.1, 'Active Users', [750, 1000, 450, 1250, 600, 1100]),
  newsletter: stat('newsletter', 12_630, -0.8, 'Newsletter', [200, 300, 120, 280, 190, 340])
}

export const cardSeed = {
  supportTracker,
  avgSessions,
  revenueReport,
  goalOverview,
  revenue,
  productOrders,
  sessionsDevice,
  customers,
  statistics
}
