import type { AccountSettings } from '@/views/pages/account-settings/contract'
import { publicUrl } from '@/utility/publicUrl'

export const accountSettingsSeed: AccountSettings = {
  general: {
    avatar: publicUrl('images/profile/astrid.svg'),
    username: 'astrid.admin',
    fullName: 'Astrid Lindqvist',
    email: 'admin@demo.com',
    company: 'Nordlight Studio AS',
    emailVerified: false
  },
  info: {
    bio: 'Product designer in Tromsø. I sketch dashboards by day and chase the northern lights by night.',
    dob: '1991-03-14',
    country: 'NO',
    website: 'https://nordlight.example',
    phone: '4791234567'
  },
  social: {
    socialLinks: {
      twitter: 'https://twitter.com/nordlight-astrid',
      facebook: '',
      google: '',
      linkedIn: 'https://www.linkedin.com/in/astrid-lindqvist-example',
      instagram: 'https://www.instagram.com/fjordlight.example',
      quora: ''
    },
    connections: {
      twitter: null,
      google: { profileImg: publicUrl('images/profile/astrid.svg'), id: 'astrid.lindqvist' },
      facebook: { profileImg: publicUrl('images/profile/astrid.svg'), id: 'astrid.nordlight' },
      github: null
    }
  },
  notification: {
    commentOnArticle: true,
    answerOnForm: true,
    followMe: false,
    newAnnouncements: false,
    productUpdates: true,
    blogDigest: false
  }
}
