import { themeConfig } from '@/configs/themeConfig'

export const company = {
  name: themeConfig.app.name,
  address: ['Storgata 12', '0155 Oslo, Norway'],
  phone: '+47 22 00 41 50',
  email: 'billing@nordlight.example'
}
