import {
  invoiceServices as services,
  invoiceTotals,
  moneyText as money,
  type Invoice,
  type InvoiceClient,
  type InvoiceItem,
  type InvoiceService,
  type InvoiceStatus,
  type PaymentDetails
} from '@/views/apps/invoice/contract'
import { isoDay as localDate } from '@/utility/rules.contract'
import { publicUrl } from '@/utility/publicUrl'

// Everything is invented; e-mail domains use the reserved `.example` TLD so no address reaches a real mailbox.

type ClientRow = [
  name: string,
  company: string,
  email: string,
  country: string,
  address: string,
  contact: string,
  avatar: number
]

const clients: ClientRow[] = [
  [
    'Ingrid Solberg',
    'Tidewater Analytics',
    'ingrid@tidewater.example',
    'Norway',
    '14 Kaigaten, Bergen 5015',
    '+47 412 55 019',
    3
  ],
  [
    'Marek Dvořák',
    'Lumen & Birch',
    'marek.d@lumenbirch.example',
    'Czechia',
    'Vinohradská 88, Praha 120 00',
    '+420 602 118 447',
    0
  ],
  [
    'Amara Okafor',
    'Greyfield Logistics',
    'amara@greyfield.example',
    'Nigeria',
    '22 Marina Road, Lagos 101241',
    '+234 803 411 2290',
    7
  ],
  [
    'Tomás Echeverría',
    'Pampa Grid Energy',
    'tomas.e@pampagrid.example',
    'Argentina',
    'Av. Córdoba 1450, Buenos Aires C1055',
    '+54 11 4381 7730',
    0
  ],
  [
    'Hana Watanabe',
    'Kumo Robotics',
    'hana@kumorobotics.example',
    'Japan',
    '3-9-2 Nishi-Shinjuku, Tokyo 160-0023',
    '+81 3 5321 8840',
    11
  ],
  [
    'Lucas Ferreira',
    'Atlântico Foods',
    'lucas@atlanticofoods.example',
    'Portugal',
    'Rua das Flores 41, Porto 4050-262',
    '+351 912 334 781',
    0
  ],
  [
    'Freya Lindqvist',
    'Northbound Studio',
    'freya@northbound.example',
    'Sweden',
    'Götgatan 17, Stockholm 116 46',
    '+46 70 552 1984',
    1
  ],
  [
    'Omar Haddad',
    'Cedar Peak Capital',
    'omar.haddad@cedarpeak.example',
    'Lebanon',
    '17 Hamra Street, Beirut 1103',
    '+961 3 227 548',
    0
  ],
  [
    'Priya Raman',
    'Saffron Circuit',
    'priya@saffroncircuit.example',
    'India',
    '12 MG Road, Bengaluru 560001',
    '+91 98450 22173',
    5
  ],
  [
    'Niall Brennan',
    'Copperkettle Media',
    'niall@copperkettle.example',
    'Ireland',
    '9 Quay Street, Galway H91 X2E1',
    '+353 87 441 9023',
    0
  ],
  [
    'Sofia Marchetti',
    'Verdeluce Design',
    'sofia@verdeluce.example',
    'Italy',
    'Via Tortona 27, Milano 20144',
    '+39 347 992 1180',
    9
  ],
  [
    'Jonas Keller',
    'Alpenrand Software',
    'jonas.keller@alpenrand.example',
    'Switzerland',
    'Limmatquai 62, Zürich 8001',
    '+41 79 318 44 06',
    0
  ],
  [
    'Zanele Mokoena',
    'Baobab Health',
    'zanele@baobabhealth.example',
    'South Africa',
    '5 Long Street, Cape Town 8001',
    '+27 82 554 0917',
    2
  ],
  [
    'Mateo Rojas',
    'Andes Weave Co.',
    'mateo@andesweave.example',
    'Chile',
    'Av. Providencia 2133, Santiago 7510000',
    '+56 9 8812 4405',
    0
  ],
  [
    'Elif Yıldız',
    'Bosphorus Labs',
    'elif@bosphoruslabs.example',
    'Turkey',
    'İstiklal Cd. 104, İstanbul 34430',
    '+90 532 771 2046',
    12
  ],
  [
    'Callum Reid',
    'Thistle & Slate',
    'callum@thistleslate.example',
    'United Kingdom',
    '31 Rose Street, Edinburgh EH2 2NH',
    '+44 7700 900 418',
    0
  ],
  [
    'Mei Lin Tan',
    'Orchid Ledger',
    'meilin@orchidledger.example',
    'Singapore',
    '80 Robinson Road, Singapore 068898',
    '+65 9123 5587',
    4
  ],
  [
    'Anders Holm',
    'Fjordline Marine',
    'anders@fjordline.example',
    'Denmark',
    'Nyhavn 63, København 1051',
    '+45 21 48 93 17',
    0
  ],
  [
    'Valentina Cruz',
    'Sol y Sombra Travel',
    'valentina@solysombra.example',
    'Mexico',
    'Av. Reforma 222, Ciudad de México 06600',
    '+52 55 4120 9987',
    8
  ],
  [
    'Kwame Mensah',
    'Goldcoast Agritech',
    'kwame@goldcoastagri.example',
    'Ghana',
    '14 Oxford Street, Accra GA-101',
    '+233 24 118 6630',
    0
  ],
  [
    'Chloé Lambert',
    'Maison Ardoise',
    'chloe@maisonardoise.example',
    'France',
    '18 Rue Oberkampf, Paris 75011',
    '+33 6 42 18 77 90',
    6
  ],
  [
    'Rafael Souza',
    'Ipê Digital',
    'rafael@ipedigital.example',
    'Brazil',
    'Rua Augusta 1508, São Paulo 01304-001',
    '+55 11 98812 3340',
    0
  ],
  [
    'Aino Virtanen',
    'Revontuli Games',
    'aino@revontuli.example',
    'Finland',
    'Mannerheimintie 12, Helsinki 00100',
    '+358 40 771 2209',
    10
  ],
  [
    'Daniel Okoye',
    'Riverbend Clinics',
    'daniel.okoye@riverbend.example',
    'Kenya',
    'Kenyatta Avenue 40, Nairobi 00100',
    '+254 712 330 884',
    0
  ],
  [
    'Yusuf Rahimi',
    'Silkroad Textiles',
    'yusuf@silkroadtex.example',
    'Uzbekistan',
    'Amir Temur 15, Tashkent 100000',
    '+998 90 114 7752',
    3
  ],
  [
    'Greta Vogel',
    'Kiefernwald GmbH',
    'greta.vogel@kiefernwald.example',
    'Germany',
    'Oranienstraße 19, Berlin 10999',
    '+49 151 2248 3107',
    0
  ],
  [
    'Liam O’Connor',
    'Harbourlight Events',
    'liam@harbourlight.example',
    'Australia',
    '88 George Street, Sydney NSW 2000',
    '+61 412 559 804',
    7
  ],
  [
    'Nadia Petrova',
    'Amber Quay Trading',
    'nadia@amberquay.example',
    'Latvia',
    'Brīvības iela 56, Rīga LV-1011',
    '+371 2914 4470',
    0
  ],
  [
    'Hugo Janssens',
    'Polder Bikes',
    'hugo@polderbikes.example',
    'Belgium',
    'Meir 24, Antwerpen 2000',
    '+32 470 33 81 26',
    1
  ],
  [
    'Isabela Mendes',
    'Maré Alta Surf',
    'isabela@marealta.example',
    'Brazil',
    'Av. Atlântica 3200, Rio de Janeiro 22070-002',
    '+55 21 97744 1029',
    0
  ],
  [
    'Ethan Whitaker',
    'Prairie Loom',
    'ethan@prairieloom.example',
    'Canada',
    '210 Portage Ave, Winnipeg MB R3C 0B1',
    '+1 204 555 0143',
    5
  ],
  [
    'Soo-ah Park',
    'Hanbit Mobility',
    'sooah@hanbitmobility.example',
    'South Korea',
    '45 Teheran-ro, Seoul 06164',
    '+82 10 4418 2273',
    0
  ],
  [
    'Matilda Brooks',
    'Bramble & Quill',
    'matilda@bramblequill.example',
    'New Zealand',
    '77 Cuba Street, Wellington 6011',
    '+64 21 448 902',
    9
  ],
  [
    'Karim Benali',
    'Atlas Dunes Tours',
    'karim@atlasdunes.example',
    'Morocco',
    '9 Rue de la Liberté, Marrakech 40000',
    '+212 661 204 588',
    0
  ],
  [
    'Olga Nowak',
    'Wisła Works',
    'olga@wislaworks.example',
    'Poland',
    'ul. Floriańska 30, Kraków 31-019',
    '+48 601 882 415',
    12
  ],
  [
    'Diego Alvarado',
    'Cafetal Norte',
    'diego@cafetalnorte.example',
    'Colombia',
    'Calle 10 #43-12, Medellín 050021',
    '+57 310 552 7781',
    0
  ],
  [
    'Leila Farahani',
    'Pomegranate Books',
    'leila@pomegranatebooks.example',
    'United Arab Emirates',
    'Al Wasl Road 56, Dubai',
    '+971 50 318 2264',
    2
  ],
  [
    'Samuel Adeyemi',
    'Kestrel Freight',
    'samuel@kestrelfreight.example',
    'United States',
    '1450 Elm Street, Dallas TX 75201',
    '+1 214 555 0187',
    0
  ],
  [
    'Charlotte Dubois',
    'Quartz & Linen',
    'charlotte@quartzlinen.example',
    'Canada',
    '1200 Rue Sainte-Catherine, Montréal QC H3B 1K1',
    '+1 514 555 0122',
    11
  ],
  [
    'Viktor Horváth',
    'Danube Byte',
    'viktor@danubebyte.example',
    'Hungary',
    'Andrássy út 52, Budapest 1062',
    '+36 30 441 7718',
    0
  ],
  [
    'Ayesha Siddiqui',
    'Monsoon Analytics',
    'ayesha@monsoonanalytics.example',
    'Pakistan',
    '21 Shahrah-e-Faisal, Karachi 75350',
    '+92 300 221 4406',
    6
  ]
]

const catalog: Record<InvoiceService, InvoiceItem[]> = {
  'Software Development': [
    { name: 'Backend development', description: 'API endpoints and data model', cost: 95, qty: 1 },
    { name: 'Frontend development', description: 'Screens built from the approved design', cost: 85, qty: 1 },
    { name: 'Code review', description: 'Review and hardening before release', cost: 120, qty: 1 }
  ],
  'UI/UX Design & Development': [
    { name: 'User research', description: 'Interviews and a findings report', cost: 640, qty: 1 },
    { name: 'Interface design', description: 'High-fidelity screens, light and dark', cost: 75, qty: 1 },
    { name: 'Prototype', description: 'Clickable prototype for user testing', cost: 480, qty: 1 }
  ],
  'Unlimited Extended License': [
    {
      name: 'Extended license',
      description: 'Unlimited end products, one year of updates',
      cost: 1290,
      qty: 1
    },
    { name: 'Priority support', description: 'Twelve months, next-business-day answers', cost: 349.5, qty: 1 }
  ],
  'Template Customization': [
    { name: 'Theme adjustments', description: 'Colours, typography and logo', cost: 65, qty: 1 },
    { name: 'Extra page', description: 'A new page from an existing layout', cost: 210, qty: 1 },
    { name: 'Integration', description: 'Connecting the template to your API', cost: 90, qty: 1 }
  ]
}

const statuses: InvoiceStatus[] = [
  'Paid',
  'Sent',
  'Partial Payment',
  'Downloaded',
  'Past Due',
  'Draft',
  'Paid'
]
const salespeople = ['Maja Kristiansen', 'Theo Albrecht', 'Rosa Delgado', '']
const notes = [
  'Thank you for your business. Questions about this invoice: billing@nordlight.example.',
  'Payment within the terms keeps the support plan active.',
  ''
]

function itemsFor(service: InvoiceService, i: number): InvoiceItem[] {
  const lines = catalog[service]
  const count = 2 + (i % (lines.length - 1))
  return lines.slice(0, count).map((line, n) => {
    const hourly = line.cost < 200
    return { ...line, qty: hourly ? 8 + ((i * 7 + n * 5) % 33) : 1 }
  })
}

function balanceFor(status: InvoiceStatus, total: number, i: number): Invoice['balance'] {
  switch (status) {
    case 'Paid':
      return i % 3 === 0 ? money(-(40 + ((i * 37) % 180) + 0.75)) : 0
    case 'Partial Payment':
      return money(total * (0.25 + (i % 4) * 0.15))
    default:
      return total === 0 ? 0 : money(total)
  }
}

function buildInvoice(row: ClientRow, i: number): Invoice {
  const [name, company, companyEmail, country, address, contact, avatar] = row
  const client: InvoiceClient = { address, company, companyEmail, country, contact, name }
  const service = services[(i * 3 + Math.floor(i / 4)) % services.length]
  const invoiceStatus = statuses[i % statuses.length]
  const items = itemsFor(service, i)
  const discount = i % 5 === 0 ? 50 : 0
  const taxRate = i % 4 === 1 ? 10 : 0
  const total = invoiceTotals(items, discount, taxRate).total
  const issued = -((40 - i) * 4 + (i % 3))
  const terms = invoiceStatus === 'Past Due' ? 14 : invoiceStatus === 'Draft' ? 45 : 30
  return {
    id: 5001 + i,
    issuedDate: localDate(issued),
    client,
    service,
    total,
    avatar: avatar > 0 ? publicUrl(`images/avatars/${avatar}.svg`) : '',
    invoiceStatus,
    balance: balanceFor(invoiceStatus, total, i),
    dueDate: localDate(invoiceStatus === 'Past Due' ? Math.min(issued + terms, -3) : issued + terms),
    items,
    salesperson: salespeople[i % salespeople.length],
    note: notes[i % notes.length],
    discount,
    taxRate,
    paymentMethod: i % 3 === 0 ? 'Bank Account' : i % 3 === 1 ? 'PayPal' : 'Card',
    paymentTerms: i % 2 === 0,
    clientNotes: i % 3 !== 2,
    paymentStub: i % 4 === 0
  }
}

export const paymentDetails: PaymentDetails = {
  totalDue: '$12,110.55',
  bankName: 'Nordlys Savings Bank',
  country: 'Norway',
  iban: 'NO00 4230 1187 552',
  swiftCode: 'NRDLNOK2'
}

/** Built afresh on every call so that callers may mutate them. */
export function createInvoices(): Invoice[] {
  return clients.map(buildInvoice)
}
