import {
  avatarColors as colors,
  type ManagedUser,
  type UserBilling,
  type UserPlan,
  type UserRole,
  type UserStatus
} from '@/views/apps/user/contract'
import { teamLook } from '../../kit/team'
import { publicUrl } from '@/utility/publicUrl'

// Everything is invented; e-mail domains use the reserved `.example` TLD so no address reaches a real mailbox.

type UserRow = [fullName: string, company: string, country: string, contact: string]

const rows: UserRow[] = [
  ['Astrid Nyhus', 'Polaris Bakery', 'Norway', '(47) 915 220 431'],
  ['Benedikt Graf', 'Graf & Söhne', 'Austria', '(43) 664 118 2290'],
  ['Chiamaka Eze', 'Lagoon Pixel', 'Nigeria', '(234) 809 551 7720'],
  ['Dmitri Sokolov', 'Taiga Systems', 'Estonia', '(372) 5341 8802'],
  ['Esme Whitford', 'Whitford Ceramics', 'United Kingdom', '(44) 7700 900 112'],
  ['Felipe Ortega', 'Mar Azul Fisheries', 'Spain', '(34) 612 448 309'],
  ['Gulnara Akhmetova', 'Steppe Route', 'Kazakhstan', '(7) 701 552 8841'],
  ['Henrik Aalto', 'Lakeside Acoustics', 'Finland', '(358) 40 882 1170'],
  ['Imani Njoroge', 'Savanna Cloud', 'Kenya', '(254) 722 104 558'],
  ['Jae-won Choi', 'Seoulight Labs', 'South Korea', '(82) 10 7731 0429'],
  ['Katarina Horvat', 'Adria Sails', 'Croatia', '(385) 91 552 3390'],
  ['Luca Bianchi', 'Bottega Nove', 'Italy', '(39) 333 918 2245'],
  ['Maya Goldberg', 'Cedarline Press', 'Israel', '(972) 54 331 8807'],
  ['Nikolai Berg', 'Frostgate Security', 'Norway', '(47) 482 10 993'],
  ['Oluwaseun Bello', 'Harmattan Studio', 'Nigeria', '(234) 703 229 1148'],
  ['Paloma Ríos', 'Cielo Verde', 'Mexico', '(52) 55 8814 2036'],
  ['Quentin Moreau', 'Atelier Moreau', 'France', '(33) 6 71 22 48 09'],
  ['Rania Aziz', 'Nile Current', 'Egypt', '(20) 100 442 7719'],
  ['Stellan Björk', 'Birchwood Audio', 'Sweden', '(46) 73 508 2264'],
  ['Thandiwe Dube', 'Ubuntu Harvest', 'South Africa', '(27) 83 771 0325'],
  ['Umar Qureshi', 'Indus Ledger', 'Pakistan', '(92) 321 880 4417'],
  ['Vera Kowalczyk', 'Baltic Amber Co.', 'Poland', '(48) 502 334 118'],
  ['William Ashby', 'Ashby & Pike', 'United States', '(1) 312 555 0148'],
  ['Ximena Paredes', 'Altiplano Coffee', 'Peru', '(51) 987 220 614'],
  ['Yara Haddad', 'Olive Terrace', 'Jordan', '(962) 79 552 8831'],
  ['Zoltán Kiss', 'Puszta Rail', 'Hungary', '(36) 20 118 5526'],
  ['Aiko Fujimoto', 'Sakura Metrics', 'Japan', '(81) 90 4417 2280'],
  ['Bruno Carvalho', 'Serra Verde Wines', 'Portugal', '(351) 917 226 840'],
  ['Camille Fontaine', 'Lavande Cosmetics', 'France', '(33) 6 18 40 77 52'],
  ['Darius Tehrani', 'Persepolis Rugs', 'Canada', '(1) 604 555 0177'],
  ['Elena Popescu', 'Carpathia Tech', 'Romania', '(40) 721 448 903'],
  ['Finn Gallagher', 'Cliffside Brewing', 'Ireland', '(353) 86 227 1149'],
  ['Gabriela Novak', 'Vltava Print', 'Czechia', '(420) 731 552 018'],
  ['Hamid Karimi', 'Kabul Silk Road', 'Germany', '(49) 160 228 4471'],
  ['Isla McKenzie', 'Heather & Hearth', 'United Kingdom', '(44) 7700 900 635'],
  ['Joaquín Silva', 'Patagonia Trails', 'Argentina', '(54) 9 11 5520 8813'],
  ['Kirra Thompson', 'Coral Reef Dive', 'Australia', '(61) 413 228 570'],
  ['Leon Schuster', 'Rheinwerk Tools', 'Germany', '(49) 171 554 2089'],
  ['Mariam Toure', 'Sahel Solar', 'Senegal', '(221) 77 418 2265'],
  ['Nils Petersen', 'Wadden Wind', 'Denmark', '(45) 31 88 20 47'],
  ['Olivia Chen', 'Jade Harbor Finance', 'Singapore', '(65) 8224 1190'],
  ['Pedro Alves', 'Caju Digital', 'Brazil', '(55) 11 97732 4408'],
  ['Rosalind Hart', 'Hartwell Legal', 'New Zealand', '(64) 21 774 305'],
  ['Sven Lindgren', 'Nordic Kiln', 'Sweden', '(46) 70 331 8852'],
  ['Tala Reyes', 'Bayanihan Foods', 'Philippines', '(63) 917 552 4410'],
  ['Ugo Okafor', 'Delta Freightways', 'Ghana', '(233) 24 552 1186'],
  ['Valeria Conti', 'Lago Blu Hotels', 'Italy', '(39) 348 221 7764'],
  ['Wen Zhao', 'Yangtze Bridge Data', 'China', '(86) 138 2241 7705'],
  ['Yasmin Farouk', 'Oasis Botanics', 'Morocco', '(212) 661 338 214'],
  ['Zeynep Aydın', 'Anatolia Looms', 'Turkey', '(90) 533 418 2207']
]

const roles: UserRole[] = ['subscriber', 'author', 'maintainer', 'editor', 'admin']
const plans: UserPlan[] = ['basic', 'company', 'enterprise', 'team']
const statuses: UserStatus[] = ['active', 'pending', 'inactive']
const billings: UserBilling[] = ['Auto Debit', 'Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash']

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
}

function buildUser([fullName, company, country, contact]: UserRow, i: number): ManagedUser {
  const [first, ...rest] = fullName.split(' ')
  const last = rest.join('')
  // Co-prime strides so that every role, plan, status and billing value meets the others.
  return {
    id: i + 1,
    fullName,
    username: `${slug(first)}${slug(last).slice(0, 3)}${i + 1}`,
    email: `${slug(first)}.${slug(last)}@${slug(company)}.example`,
    company,
    country,
    contact,
    role: roles[i % roles.length],
    currentPlan: plans[(i * 3 + 1) % plans.length],
    status: statuses[(i * 2) % statuses.length],
    billing: billings[Math.floor(i / 2) % billings.length],
    avatar:
      teamLook(fullName)?.avatar ??
      (i % 2 === 0 ? publicUrl(`images/avatars/${((i / 2) % 12) + 1}.svg`) : ''),
    avatarColor: teamLook(fullName)?.color ?? colors[(i * 5) % colors.length]
  }
}

/** Built afresh on every call so that callers may mutate them. */
export function createUsers(): ManagedUser[] {
  return rows.map(buildUser)
}
