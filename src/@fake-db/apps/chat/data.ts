import type { Chat, ChatMessage, Contact, ProfileUser } from '@/views/apps/chat/contract'
import { seedTime } from '../../kit/seedTime'
import { publicUrl } from '@/utility/publicUrl'

export const profileUser: ProfileUser = {
  id: 100,
  fullName: 'Astrid Lindqvist',
  avatar: '',
  role: 'Product Lead',
  about:
    'Building calm software for busy teams. Ask me about the roadmap, the release train or good coffee in Oslo.',
  status: 'online',
  settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false }
}

type ContactRow = [fullName: string, role: string, avatar: string, status: Contact['status'], about: string]

const contactRows: ContactRow[] = [
  [
    'Selma Haugland',
    'UX Designer',
    publicUrl('images/avatars/3.svg'),
    'online',
    'Designs the things you click. Prefers sketches to slides.'
  ],
  [
    'Kwame Asante',
    'Backend Engineer',
    publicUrl('images/avatars/4.svg'),
    'busy',
    'Keeps the APIs fast and the queues short.'
  ],
  [
    'Ines Ferreira',
    'Customer Success',
    publicUrl('images/avatars/6.svg'),
    'away',
    'Turns support tickets into happy customers in three languages.'
  ],
  [
    'Jonas Weber',
    'Frontend Engineer',
    '',
    'online',
    'React, accessibility and a slightly obsessive love for keyboard shortcuts.'
  ],
  [
    'Priya Raman',
    'Data Analyst',
    publicUrl('images/avatars/8.svg'),
    'offline',
    'Finds the story in the numbers, then draws it.'
  ],
  [
    'Mateo Rossi',
    'Sales Manager',
    publicUrl('images/avatars/10.svg'),
    'online',
    'Always on the road, always on the phone.'
  ],
  [
    'Yuki Tanaka',
    'QA Engineer',
    publicUrl('images/avatars/12.svg'),
    'away',
    'Breaks things on purpose so customers never do.'
  ],
  ['Olga Petrova', 'Finance', '', 'busy', 'Invoices, budgets and the quarterly numbers.'],
  [
    'Tariq Haddad',
    'DevOps Engineer',
    publicUrl('images/avatars/1.svg'),
    'offline',
    'Pipelines, clusters and the occasional midnight deploy.'
  ],
  [
    'Freya Nilsen',
    'Marketing',
    publicUrl('images/avatars/2.svg'),
    'online',
    'Writes the words on the website and the newsletter.'
  ],
  ['Samuel Osei', 'Intern', '', 'offline', 'Learning everything, one pull request at a time.'],
  [
    'Clara Dubois',
    'Legal Counsel',
    publicUrl('images/avatars/9.svg'),
    'busy',
    'Reads the small print so you do not have to.'
  ]
]

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .replace(/ /g, '.')

export const contacts: Contact[] = contactRows.map(([fullName, role, avatar, status, about], index) => ({
  id: index + 1,
  fullName,
  role,
  about,
  avatar,
  status,
  email: `${slug(fullName)}@nordlight.example`,
  phone: `+47 ${400 + index * 7} ${String(10 + index * 3).padStart(2, '0')} ${String(100 + index * 11)}`
}))

type Line = [daysAgo: number, time: string, from: 'me' | 'them', text: string]

function at(daysAgo: number, time: string): string {
  const [hours, minutes] = time.split(':').map(Number)
  return seedTime(daysAgo, hours ?? 0, minutes ?? 0)
}

const conversation = (contactId: number, lines: Line[]): ChatMessage[] =>
  lines.map(([daysAgo, time, from, message]) => ({
    message,
    time: at(daysAgo, time),
    senderId: from === 'me' ? profileUser.id : contactId
  }))

export function createChats(): Chat[] {
  return [
    {
      id: 1,
      userId: 1,
      unseenMsgs: 2,
      chat: conversation(1, [
        [2, '09:12', 'them', 'Morning! I pushed the new onboarding screens to the design file.'],
        [2, '09:15', 'me', 'Great, I will have a look after stand-up.'],
        [2, '11:40', 'me', 'Looked at them. The progress bar on step two is lovely.'],
        [2, '11:41', 'me', 'Could the skip link be a bit more visible though?'],
        [2, '11:58', 'them', 'Fair point. I will try a secondary button instead of the plain link.'],
        [1, '18:47', 'them', 'New version is up, with the button and a shorter intro text.'],
        [1, '18:49', 'them', 'Also added the dark skin variants. Tell me what you think!']
      ])
    },
    {
      id: 2,
      userId: 2,
      unseenMsgs: 0,
      chat: conversation(2, [
        [3, '14:02', 'me', 'Kwame, is the export endpoint still timing out for large workspaces?'],
        [3, '14:20', 'them', 'Only above 50k rows. I am moving it to a background job.'],
        [3, '14:21', 'them', 'The user gets an e-mail with the file when it is ready.'],
        [3, '14:25', 'me', 'Sounds right. Can we show the progress in the app as well?'],
        [3, '14:31', 'them', 'Yes, a small toast with a link once the job finishes.'],
        [1, '17:35', 'them', 'Background export is merged. Staging has it now.'],
        [1, '17:40', 'me', 'Brilliant, thanks! I will ask Yuki to test it tomorrow.']
      ])
    },
    {
      id: 3,
      userId: 6,
      unseenMsgs: 3,
      chat: conversation(6, [
        [4, '10:00', 'them', 'The Bergen customer wants a demo of the reports next week.'],
        [4, '10:05', 'me', 'Happy to join. Tuesday or Wednesday works for me.'],
        [4, '10:30', 'them', 'Wednesday 13:00 then. I will send the invite.'],
        [1, '16:22', 'them', 'They asked whether we support single sign-on.'],
        [1, '16:23', 'them', 'And if the data can stay in the EU.'],
        [1, '16:30', 'them', 'Can you bring someone from the platform team?']
      ])
    },
    {
      id: 4,
      userId: 3,
      unseenMsgs: 0,
      chat: conversation(3, [
        [6, '13:10', 'them', 'Three customers asked for a way to export their invoices as CSV this week.'],
        [6, '13:12', 'me', 'Good to know. Is it the same customers who use the accounting integration?'],
        [6, '13:30', 'them', 'Two of them, yes. The third one does it by hand every month.'],
        [6, '13:32', 'me', 'Let us add it to the next planning round. Could you collect their exact wishes?'],
        [5, '09:05', 'them', 'Done, the notes are in the feedback board under “Exports”.'],
        [5, '09:20', 'me', 'Perfect, thank you Ines!']
      ])
    },
    {
      id: 5,
      userId: 10,
      unseenMsgs: 0,
      chat: conversation(10, [
        [6, '08:30', 'me', 'Freya, do you have the draft for the spring newsletter?'],
        [6, '08:55', 'them', 'Almost. I need two sentences about the new dashboards.'],
        [
          6,
          '09:02',
          'me',
          'Here you go: the dashboards now load twice as fast and can be shared with a link.'
        ],
        [6, '09:03', 'me', 'Every card can be exported as an image, too.'],
        [6, '09:15', 'them', 'Lovely. Sending it to review this afternoon.']
      ])
    }
  ]
}
