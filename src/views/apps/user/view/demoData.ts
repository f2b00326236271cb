// Every project, device, card and account below is invented.

export interface DemoProject {
  name: string
  kind: 'web' | 'mobile' | 'design' | 'data'
  progress: number
  hours: number
}

export const projects: DemoProject[] = [
  { name: 'Aurora Storefront', kind: 'web', progress: 78, hours: 124 },
  { name: 'Fjord Field App', kind: 'mobile', progress: 42, hours: 86 },
  { name: 'Lumen Design System', kind: 'design', progress: 95, hours: 210 },
  { name: 'Tidewater Analytics', kind: 'data', progress: 18, hours: 32 },
  { name: 'Birch Booking Portal', kind: 'web', progress: 63, hours: 97 }
]

export interface DemoActivity {
  key: 'invoice' | 'meeting' | 'project' | 'review'
  color: 'primary' | 'success' | 'warning' | 'info'
  minutesAgo: number
}

export const activity: DemoActivity[] = [
  { key: 'invoice', color: 'primary', minutesAgo: 12 },
  { key: 'meeting', color: 'success', minutesAgo: 95 },
  { key: 'project', color: 'warning', minutesAgo: 60 * 26 },
  { key: 'review', color: 'info', minutesAgo: 60 * 24 * 3 }
]

export interface DemoDevice {
  browser: string
  os: string
  /** A key of `security.places`: the place's name is translated. */
  place: 'tromso' | 'graz' | 'lisbon' | 'nairobi'
  daysAgo: number
}

export const devices: DemoDevice[] = [
  { browser: 'Chromium', os: 'Debian 13', place: 'tromso', daysAgo: 0 },
  { browser: 'Firefox', os: 'Windows 11', place: 'graz', daysAgo: 2 },
  { browser: 'Safari', os: 'iOS 19', place: 'lisbon', daysAgo: 5 },
  { browser: 'Edge', os: 'macOS 16', place: 'nairobi', daysAgo: 12 }
]

export interface DemoCard {
  brand: string
  last4: string
  expires: string
  primary: boolean
}

export const paymentCards: DemoCard[] = [
  { brand: 'Visa', last4: '4242', expires: '08/29', primary: true },
  { brand: 'Mastercard', last4: '5100', expires: '02/28', primary: false }
]

export const notificationTypes = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const
export const notificationChannels = ['email', 'browser', 'app'] as const

export const connectedApps: {
  name: string
  key: 'calendar' | 'chat' | 'code' | 'mail'
  color: 'primary' | 'success' | 'danger' | 'warning'
  on: boolean
}[] = [
  { name: 'Google Calendar', key: 'calendar', color: 'primary', on: true },
  { name: 'Slack', key: 'chat', color: 'success', on: false },
  { name: 'GitHub', key: 'code', color: 'danger', on: true },
  { name: 'Mailchimp', key: 'mail', color: 'warning', on: false }
]

export const socialAccounts: {
  name: string
  handle: string
  color: 'primary' | 'info' | 'secondary' | 'danger'
  connected: boolean
}[] = [
  { name: 'Facebook', handle: '', color: 'primary', connected: false },
  { name: 'X', handle: '@nordlight_demo', color: 'secondary', connected: true },
  { name: 'LinkedIn', handle: '@nordlight-demo', color: 'info', connected: true },
  { name: 'Dribbble', handle: '', color: 'danger', connected: false }
]
