// Every person and message is invented; addresses use the reserved `.example` TLD so no mail reaches a real mailbox.
import type {
  Email,
  EmailAttachment,
  EmailFolder,
  EmailLabel,
  EmailMessage,
  EmailSender
} from '@/views/apps/email/contract'
import { seedTime } from '../../kit/seedTime'
import { publicUrl } from '@/utility/publicUrl'

export const mailbox: EmailSender = { name: 'Astrid Lindqvist', email: 'admin@demo.com', avatar: '' }

const people = {
  maren: {
    name: 'Maren Holt',
    email: 'maren.holt@fjordworks.example',
    avatar: publicUrl('images/avatars/2.svg')
  },
  kwame: {
    name: 'Kwame Mensah',
    email: 'kwame@greenloop.example',
    avatar: publicUrl('images/avatars/3.svg')
  },
  sofia: {
    name: 'Sofia Marchetti',
    email: 'sofia@studio-verso.example',
    avatar: publicUrl('images/avatars/4.svg')
  },
  lars: { name: 'Lars Øyen', email: 'lars@northbeam.example', avatar: '' },
  priya: {
    name: 'Priya Raman',
    email: 'priya.raman@ledgerleaf.example',
    avatar: publicUrl('images/avatars/6.svg')
  },
  jonas: { name: 'Jonas Weber', email: 'jonas.weber@kaltwasser.example', avatar: '' },
  amelie: {
    name: 'Amélie Durand',
    email: 'amelie@papeterie-durand.example',
    avatar: publicUrl('images/avatars/8.svg')
  },
  hiro: {
    name: 'Hiro Tanaka',
    email: 'hiro@tanaka-design.example',
    avatar: publicUrl('images/avatars/9.svg')
  },
  nora: { name: 'Nora Castellanos', email: 'nora@bluemesa.example', avatar: '' },
  elif: {
    name: 'Elif Yılmaz',
    email: 'elif@bosphorus-labs.example',
    avatar: publicUrl('images/avatars/11.svg')
  },
  finn: { name: "Finn O'Connell", email: 'finn@harbourcycle.example', avatar: '' },
  billing: { name: 'Nordlight Billing', email: 'billing@nordlight.example', avatar: '' },
  prize: { name: 'Prize Desk', email: 'winner@lucky-draw.example', avatar: '' },
  vault: { name: 'Account Vault', email: 'verify@account-vault.example', avatar: '' }
} satisfies Record<string, EmailSender>

type Person = keyof typeof people

const to = (...keys: Person[]) => keys.map((key) => ({ name: people[key].name, email: people[key].email }))
const me = [{ name: mailbox.name, email: mailbox.email }]

const files = {
  sketch: {
    fileName: 'harbour-sketch.svg',
    thumbnail: publicUrl('images/email/image.svg'),
    url: publicUrl('files/email/harbour-sketch.svg'),
    size: 808
  },
  budget: {
    fileName: 'q3-budget.csv',
    thumbnail: publicUrl('images/email/sheet.svg'),
    url: publicUrl('files/email/q3-budget.csv'),
    size: 206
  },
  agenda: {
    fileName: 'workshop-agenda.txt',
    thumbnail: publicUrl('images/email/text.svg'),
    url: publicUrl('files/email/workshop-agenda.txt'),
    size: 335
  },
  palette: {
    fileName: 'brand-palette.svg',
    thumbnail: publicUrl('images/email/image.svg'),
    url: publicUrl('files/email/brand-palette.svg'),
    size: 676
  },
  invoice: {
    fileName: 'invoice-2026-114.txt',
    thumbnail: publicUrl('images/email/text.svg'),
    url: publicUrl('files/email/invoice-2026-114.txt'),
    size: 214
  }
} satisfies Record<string, EmailAttachment>

interface Seed {
  id: number
  folder: EmailFolder
  from: Person | 'me'
  to?: Person[]
  cc?: Person[]
  subject: string
  time: [daysAgo: number, hour: number, minute: number]
  labels?: EmailLabel[]
  isStarred?: boolean
  isRead?: boolean
  message: string
  attachments?: EmailAttachment[]
  replies?: { id: number; from: Person | 'me'; time: [number, number, number]; message: string }[]
}

const sender = (key: Person | 'me') => (key === 'me' ? mailbox : people[key])

function toEmail(seed: Seed, now: Date): Email {
  const recipients = seed.from === 'me' ? to(...(seed.to ?? [])) : me
  const replies: EmailMessage[] = (seed.replies ?? []).map((reply) => ({
    id: reply.id,
    from: sender(reply.from),
    to: reply.from === 'me' ? to(seed.from as Person) : me,
    cc: [],
    bcc: [],
    subject: `Re: ${seed.subject}`,
    message: reply.message,
    attachments: [],
    time: seedTime(...reply.time, now)
  }))
  return {
    id: seed.id,
    from: sender(seed.from),
    to: recipients,
    cc: to(...(seed.cc ?? [])),
    bcc: [],
    subject: seed.subject,
    message: seed.message,
    attachments: seed.attachments ?? [],
    time: seedTime(...seed.time, now),
    isStarred: seed.isStarred ?? false,
    isRead: seed.isRead ?? true,
    labels: seed.labels ?? [],
    folder: seed.folder,
    replies
  }
}

const seeds: Seed[] = [
  {
    id: 1,
    folder: 'inbox',
    from: 'maren',
    subject: 'Harbour office: the floor plan is in',
    time: [0, 8, 12],
    labels: ['company', 'important'],
    isStarred: true,
    isRead: false,
    message:
      '<p>Hi Astrid,</p><p>The architects sent the <strong>final floor plan</strong> for the harbour office. ' +
      'Three things changed since the draft:</p><ul><li>the kitchen moves to the east wall,</li><li>meeting room ' +
      'B gets a glass wall,</li><li>bike storage doubles in size.</li></ul><p>A quick sketch is attached. Could ' +
      'you sign it off by Friday?</p><p>Maren</p>',
    attachments: [files.sketch],
    replies: [
      {
        id: 101,
        from: 'me',
        time: [1, 16, 40],
        message: '<p>Maren, is the plan coming this week? The movers want dates.</p>'
      },
      {
        id: 102,
        from: 'maren',
        time: [1, 17, 5],
        message: '<p>Tomorrow morning, promised. The architects are fixing the kitchen wall.</p>'
      }
    ]
  },
  {
    id: 2,
    folder: 'inbox',
    from: 'priya',
    subject: 'Q3 budget numbers for review',
    time: [0, 7, 48],
    labels: ['company'],
    isRead: false,
    message:
      '<p>Good morning,</p><p>Here are the Q3 numbers. Highlights:</p><ol><li>Cloud costs are <strong>8% under ' +
      'plan</strong>.</li><li>Travel is over by 1,200 €, mostly the Lisbon trip.</li><li>Hiring is on ' +
      'track.</li></ol><p>The spreadsheet is attached; the summary tab is the one to read.</p><p>Priya</p>',
    attachments: [files.budget]
  },
  {
    id: 3,
    folder: 'inbox',
    from: 'kwame',
    subject: 'Saturday climbing?',
    time: [0, 6, 30],
    labels: ['personal'],
    isRead: false,
    message:
      '<p>Hey!</p><p>The new wall at <a href="https://greenloop.example/climb">Greenloop Climbing</a> opens on ' +
      'Saturday. Fancy a session at ten? I can bring the spare harness.</p><p>Kwame</p>'
  },
  {
    id: 4,
    folder: 'inbox',
    from: 'sofia',
    subject: 'Brand palette, second round',
    time: [1, 15, 22],
    labels: ['company'],
    isStarred: true,
    message:
      '<p>Hi Astrid,</p><p>Second round of the palette, with your notes applied:</p><ul><li>the blue is a touch ' +
      'deeper so it passes contrast on white,</li><li>the accent orange is gone,</li><li>a <strong>dark-skin ' +
      'variant</strong> of every colour is included.</li></ul><p>Let me know which direction you like.</p>' +
      '<p>Sofia</p>',
    attachments: [files.palette],
    replies: [
      {
        id: 103,
        from: 'me',
        time: [3, 10, 2],
        message:
          '<p>Sofia, the first round is lovely, but the orange fights with the charts. Could we try without it?</p>'
      }
    ]
  },
  {
    id: 5,
    folder: 'inbox',
    from: 'lars',
    subject: 'Server maintenance window on Sunday',
    time: [1, 11, 5],
    labels: ['important'],
    message:
      '<p>Hello team,</p><p>We patch the database cluster on <strong>Sunday between 02:00 and 04:00</strong>. ' +
      'Expect the dashboard to be read-only for about twenty minutes.</p><p>Status updates go to <a ' +
      'href="https://status.northbeam.example">our status page</a>.</p><p>Lars</p>'
  },
  {
    id: 6,
    folder: 'inbox',
    from: 'amelie',
    subject: 'Your notebook order has shipped',
    time: [2, 9, 40],
    labels: ['personal'],
    message:
      '<p>Bonjour Astrid,</p><p>Your order of <strong>three dotted notebooks</strong> left our workshop today. ' +
      'It should reach you within four working days.</p><p>Merci et à bientôt,<br>Amélie, Papeterie Durand</p>'
  },
  {
    id: 7,
    folder: 'inbox',
    from: 'hiro',
    subject: 'Workshop agenda for next Tuesday',
    time: [2, 14, 15],
    labels: ['company', 'important'],
    isRead: false,
    message:
      '<p>Hi Astrid,</p><p>The agenda for the design workshop is attached. In short:</p><ol><li>morning: user ' +
      'interviews, what we heard,</li><li>lunch,</li><li>afternoon: sketching the new onboarding.</li></ol>' +
      '<p>Please bring <strong>two people from support</strong>; their stories matter most.</p><p>Hiro</p>',
    attachments: [files.agenda]
  },
  {
    id: 8,
    folder: 'inbox',
    from: 'nora',
    subject: 'Dinner at ours next week',
    time: [3, 19, 2],
    labels: ['personal', 'private'],
    isStarred: true,
    message:
      '<p>Astrid!</p><p>We finally finished the terrace. Come for dinner on <strong>Thursday at seven</strong>? ' +
      'Bring nothing but an appetite.</p><p>Nora</p>',
    replies: [
      {
        id: 104,
        from: 'me',
        time: [3, 20, 10],
        message: '<p>Thursday works. Shall I bring dessert anyway?</p>'
      },
      {
        id: 105,
        from: 'nora',
        time: [3, 20, 31],
        message: '<p>If you insist: the cardamom buns, please.</p>'
      }
    ]
  },
  {
    id: 9,
    folder: 'inbox',
    from: 'billing',
    subject: 'Invoice 2026-114 is ready',
    time: [4, 8, 0],
    labels: ['company'],
    message:
      '<p>Hello,</p><p>Invoice <strong>2026-114</strong> for your team plan is ready. The amount will be charged ' +
      'to the card on file in seven days.</p><ul><li>Plan: Team, 12 seats</li><li>Period: this month</li></ul>' +
      '<p>Questions? Simply reply to this mail.</p>',
    attachments: [files.invoice]
  },
  {
    id: 10,
    folder: 'inbox',
    from: 'elif',
    subject: 'Intro: our new data engineer',
    time: [5, 10, 30],
    labels: ['company'],
    message:
      '<p>Hi all,</p><p>Please welcome <strong>Deniz</strong>, who joins the data team on Monday. Deniz comes ' +
      'from a logistics start-up and knows streaming pipelines inside out.</p><p>Say hello at the coffee ' +
      'machine!</p><p>Elif</p>'
  },
  {
    id: 11,
    folder: 'inbox',
    from: 'jonas',
    subject: 'Contract renewal: two open points',
    time: [6, 13, 45],
    labels: ['important', 'private'],
    isRead: false,
    message:
      '<p>Dear Astrid,</p><p>Before we renew, two points remain open:</p><ol><li>the support response time (we ' +
      'propose <strong>four hours</strong>),</li><li>the price for additional seats.</li></ol><p>Could we talk ' +
      'on Wednesday?</p><p>Kind regards,<br>Jonas Weber</p>'
  },
  {
    id: 12,
    folder: 'inbox',
    from: 'finn',
    subject: 'Bike repair done',
    time: [8, 17, 20],
    labels: ['personal'],
    message:
      '<p>Hi Astrid,</p><p>Your bike is ready: new chain, brake pads and a true front wheel. Pick it up any time ' +
      'before six.</p><p>Finn, Harbour Cycle</p>'
  },
  {
    id: 13,
    folder: 'inbox',
    from: 'maren',
    subject: 'Movers booked for the 14th',
    time: [10, 9, 5],
    labels: ['company'],
    message:
      '<p>Quick one: the movers are booked for the 14th. Boxes arrive a week before. <a ' +
      'href="https://fjordworks.example/move">The checklist is here</a>.</p><p>Maren</p>'
  },
  {
    id: 14,
    folder: 'inbox',
    from: 'priya',
    subject: 'Expense policy: small update',
    time: [12, 11, 30],
    message:
      '<p>Hi everyone,</p><p>From next month, receipts under 25 € no longer need a scan: a photo in the app is ' +
      'enough. Everything else stays as it is.</p><p>Priya</p>'
  },
  {
    id: 15,
    folder: 'sent',
    from: 'me',
    to: ['maren'],
    subject: 'Re: Harbour office timeline',
    time: [1, 16, 45],
    labels: ['company'],
    message:
      '<p>Hi Maren,</p><p>Thanks for pushing the architects. If the plan is in by Thursday, we can still keep ' +
      'the moving date.</p><p>Astrid</p>'
  },
  {
    id: 16,
    folder: 'sent',
    from: 'me',
    to: ['hiro'],
    cc: ['elif'],
    subject: 'Workshop attendees',
    time: [2, 15, 0],
    labels: ['company'],
    message:
      '<p>Hi Hiro,</p><p>From our side:</p><ul><li>Elif (data),</li><li>two colleagues from support,</li>' +
      '<li>me.</li></ul><p>See you Tuesday.</p><p>Astrid</p>'
  },
  {
    id: 17,
    folder: 'sent',
    from: 'me',
    to: ['kwame'],
    subject: 'Re: Saturday climbing?',
    time: [0, 6, 55],
    labels: ['personal'],
    message: '<p>Count me in! I will bring chalk and coffee.</p>'
  },
  {
    id: 18,
    folder: 'sent',
    from: 'me',
    to: ['jonas'],
    subject: 'Re: Contract renewal',
    time: [5, 9, 10],
    labels: ['important'],
    isStarred: true,
    message:
      '<p>Dear Jonas,</p><p>Wednesday at <strong>14:00</strong> suits me. I will send a video link.</p>' +
      '<p>Best,<br>Astrid</p>'
  },
  {
    id: 19,
    folder: 'draft',
    from: 'me',
    to: ['sofia'],
    subject: 'Palette feedback',
    time: [0, 7, 10],
    labels: ['company'],
    message: '<p>Hi Sofia,</p><p>Round two is close. Two small things:</p><ul><li>the deeper blue</li></ul>'
  },
  {
    id: 20,
    folder: 'draft',
    from: 'me',
    to: ['nora'],
    subject: 'Thursday',
    time: [3, 21, 0],
    labels: ['personal'],
    message: '<p>Nora, one more question about Thursday:</p>'
  },
  {
    id: 21,
    folder: 'draft',
    from: 'me',
    to: [],
    subject: 'Team offsite ideas',
    time: [9, 18, 30],
    labels: ['private'],
    message:
      '<p>Ideas so far:</p><ol><li>a cabin by the lake,</li><li>a city day with a cooking class.</li></ol>'
  },
  {
    id: 22,
    folder: 'spam',
    from: 'prize',
    subject: 'You are our lucky winner!!!',
    time: [1, 3, 14],
    isRead: false,
    message:
      '<p>Congratulations! You have won a <strong>brand new phone</strong>. Claim it within 24 hours by sending ' +
      'your bank details.</p>'
  },
  {
    id: 23,
    folder: 'spam',
    from: 'vault',
    subject: 'Action required: verify your account',
    time: [4, 2, 50],
    message:
      '<p>Your account will be closed unless you <a href="https://account-vault.example/verify">verify it ' +
      'here</a> today.</p>'
  },
  {
    id: 24,
    folder: 'trash',
    from: 'billing',
    subject: 'Your trial ends in three days',
    time: [20, 8, 0],
    labels: ['company'],
    message: '<p>Your trial ends in three days. Choose a plan to keep your dashboards.</p>'
  },
  {
    id: 25,
    folder: 'trash',
    from: 'finn',
    subject: 'Spring service discount',
    time: [15, 12, 0],
    isStarred: true,
    message: '<p>Book your spring service before May and get <strong>15% off</strong> parts.</p>'
  },
  {
    id: 26,
    folder: 'trash',
    from: 'amelie',
    subject: 'Newsletter: autumn paper collection',
    time: [11, 10, 0],
    labels: ['personal'],
    isRead: false,
    message:
      '<p>Our autumn collection is here: recycled paper in five new colours.</p><ul><li>Moss</li><li>Rust</li>' +
      '<li>Fjord blue</li></ul>'
  }
]

export function createEmails(now = new Date()): Email[] {
  return seeds.map((seed) => toEmail(seed, now))
}
