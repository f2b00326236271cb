/** Sample content of the cards that have no call of their own: plain data; the labels around it are translated. */
import type { ChartColorName } from '@core/charts/useChartTheme'
import { publicUrl } from '@/utility/publicUrl'

export const medal = { name: 'Astrid', sales: 48_900 }

export const ecommerceStats = [
  { key: 'sales', value: 230_000, growth: 4.2, color: 'primary' },
  { key: 'customers', value: 8_549, growth: 2.6, color: 'info' },
  { key: 'products', value: 1_423, growth: -0.8, color: 'danger' },
  { key: 'revenue', value: 9_745, growth: 6.1, color: 'success', money: true }
] as const satisfies readonly {
  key: string
  value: number
  growth: number
  color: ChartColorName
  money?: boolean
}[]

export const earnings = {
  total: 4_055.56,
  growth: 68.2,
  parts: [
    { key: 'app', value: 53 },
    { key: 'service', value: 16 },
    { key: 'product', value: 31 }
  ]
} as const

export const companies = [
  {
    name: 'Fjordline Studio',
    email: 'hello@fjordline.example',
    category: 'technology',
    views: 23_400,
    hours: 24,
    revenue: 891.2,
    sales: 68
  },
  {
    name: 'Birchwood Foods',
    email: 'orders@birchwood.example',
    category: 'grocery',
    views: 78_000,
    hours: 40,
    revenue: 668.51,
    sales: 97
  },
  {
    name: 'Tidewater Analytics',
    email: 'team@tidewater.example',
    category: 'technology',
    views: 162_000,
    hours: 5,
    revenue: 522.29,
    sales: 62
  },
  {
    name: 'Polaris Bakery',
    email: 'bake@polarisbakery.example',
    category: 'grocery',
    views: 214_000,
    hours: 19,
    revenue: 291.01,
    sales: 88
  },
  {
    name: 'Kestrel Outfitters',
    email: 'shop@kestrel.example',
    category: 'fashion',
    views: 208_000,
    hours: 27,
    revenue: 783.93,
    sales: 16
  },
  {
    name: 'Lumen Works',
    email: 'studio@lumenworks.example',
    category: 'technology',
    views: 990,
    hours: 12,
    revenue: 780.05,
    sales: 78
  },
  {
    name: 'Mossgrove Apparel',
    email: 'care@mossgrove.example',
    category: 'fashion',
    views: 12_900,
    hours: 32,
    revenue: 531.49,
    sales: 42
  }
] as const

export const browsers = [
  { name: 'Chromium', share: 54.4, color: 'primary' },
  { name: 'Firefox', share: 6.1, color: 'warning' },
  { name: 'Safari', share: 14.6, color: 'secondary' },
  { name: 'Edge', share: 4.2, color: 'info' },
  { name: 'Opera', share: 8.4, color: 'danger' }
] as const satisfies readonly { name: string; share: number; color: ChartColorName }[]

export const transactions = [
  { key: 'wallet', amount: -74, color: 'primary' },
  { key: 'bankTransfer', amount: 480, color: 'success' },
  { key: 'paypal', amount: 590, color: 'danger' },
  { key: 'mastercard', amount: -23, color: 'warning' },
  { key: 'transfer', amount: 98, color: 'info' }
] as const satisfies readonly { key: string; amount: number; color: ChartColorName }[]

export const meetup = {
  title: 'Nordic Design Meetup',
  place: 'Harbour Hall, Bergen',
  date: '2026-12-04T17:30:00Z',
  end: '2026-12-04T21:00:00Z',
  agenda: [
    { at: '2026-12-04T17:30:00Z', key: 'doors' },
    { at: '2026-12-04T18:00:00Z', key: 'talks' },
    { at: '2026-12-04T19:30:00Z', key: 'demos' }
  ],
  attendees: [
    { name: 'Ingrid Solberg', avatar: publicUrl('images/avatars/2.svg') },
    { name: 'Mateo Rivas', avatar: publicUrl('images/avatars/5.svg') },
    { name: 'Aiko Fujimoto', avatar: publicUrl('images/avatars/7.svg') },
    { name: 'Dmitri Sokolov', avatar: publicUrl('images/avatars/9.svg') }
  ],
  more: 38
}

export const timeline = [
  { key: 'invoices', color: 'primary', minutes: 12, file: 'invoices-q3.pdf' },
  {
    key: 'meeting',
    color: 'warning',
    minutes: 45,
    person: { name: 'Lena Brandt', avatar: publicUrl('images/avatars/3.svg') }
  },
  {
    key: 'project',
    color: 'info',
    minutes: 170,
    people: [
      publicUrl('images/avatars/4.svg'),
      publicUrl('images/avatars/6.svg'),
      publicUrl('images/avatars/8.svg')
    ]
  },
  { key: 'release', color: 'success', minutes: 1_440 }
] as const

export const salesRadar = {
  labels: ['jan', 'feb', 'mar', 'apr', 'may', 'jun'],
  sales: [90, 50, 86, 40, 100, 20],
  visits: [70, 75, 70, 76, 20, 85]
} as const

export const appDesign = {
  team: [
    { name: 'Noor Haddad', avatar: publicUrl('images/avatars/10.svg') },
    { name: 'Jonas Weber', avatar: publicUrl('images/avatars/11.svg') },
    { name: 'Clara Dias', avatar: publicUrl('images/avatars/12.svg') }
  ],
  budget: 6_800,
  cost: 4_120,
  due: '2026-12-03',
  milestones: [
    { key: 'research', done: true },
    { key: 'wireframes', done: true },
    { key: 'visuals', done: false },
    { key: 'handoff', done: false }
  ]
}

export const profile = {
  name: 'Lena Brandt',
  role: 'Product Designer',
  avatar: publicUrl('images/avatars/3.svg'),
  followers: 10_300,
  projects: 156,
  rating: 4.8
}

export const payment = { holder: 'Mateo Rivas', last4: '4829', expiry: '09/28', balance: 12_480.5 }

export const employeeTasks = [
  {
    name: 'Ingrid Solberg',
    avatar: publicUrl('images/avatars/2.svg'),
    role: 'iOS Developer',
    hours: 9.5,
    progress: 45
  },
  {
    name: 'Jonas Weber',
    avatar: publicUrl('images/avatars/11.svg'),
    role: 'UI Designer',
    hours: 4.2,
    progress: 80
  },
  {
    name: 'Aiko Fujimoto',
    avatar: publicUrl('images/avatars/7.svg'),
    role: 'Data Analyst',
    hours: 12.8,
    progress: 65
  },
  {
    name: 'Dmitri Sokolov',
    avatar: publicUrl('images/avatars/9.svg'),
    role: 'Backend Engineer',
    hours: 7.1,
    progress: 30
  }
]

export const social = { followers: 24_300, following: 318, posts: 742, handle: '@nordlight.studio' }
