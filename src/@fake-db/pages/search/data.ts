// Demo data: the navbar search and bookmarks. Remove with the mock.
import type { SearchContactItem, SearchFileItem, SearchPageItem } from '@/views/search/types'

/** [title, lucide icon, route] for every concrete route of SPEC section 2. */
const routes: readonly (readonly [string, string, string])[] = [
  ['Analytics Dashboard', 'ChartPie', '/dashboard/analytics'],
  ['eCommerce Dashboard', 'House', '/'],
  ['Email', 'Mail', '/apps/email'],
  ['Chat', 'MessageSquare', '/apps/chat'],
  ['Todo', 'SquareCheck', '/apps/todo'],
  ['Calendar', 'Calendar', '/apps/calendar'],
  ['Kanban', 'Kanban', '/apps/kanban'],
  ['Roles', 'Shield', '/apps/roles'],
  ['Permissions', 'Lock', '/apps/permissions'],
  ['Invoice List', 'FileText', '/apps/invoice/list'],
  ['Invoice Preview', 'Receipt', '/apps/invoice/preview'],
  ['Invoice Edit', 'FilePen', '/apps/invoice/edit'],
  ['Invoice Add', 'FileCheck', '/apps/invoice/add'],
  ['Shop', 'ShoppingCart', '/apps/ecommerce/shop'],
  ['Product Details', 'Package', '/apps/ecommerce/product-detail'],
  ['Wishlist', 'Heart', '/apps/ecommerce/wishlist'],
  ['Checkout', 'CreditCard', '/apps/ecommerce/checkout'],
  ['User List', 'Users', '/apps/user/list'],
  ['User View', 'User', '/apps/user/view'],
  ['Login Basic', 'LogIn', '/pages/login-basic'],
  ['Login Cover', 'LogIn', '/pages/login-cover'],
  ['Register Basic', 'UserPlus', '/pages/register-basic'],
  ['Register Cover', 'UserPlus', '/pages/register-cover'],
  ['Forgot Password Basic', 'KeyRound', '/pages/forgot-password-basic'],
  ['Forgot Password Cover', 'KeyRound', '/pages/forgot-password-cover'],
  ['Reset Password Basic', 'RotateCcw', '/pages/reset-password-basic'],
  ['Reset Password Cover', 'RotateCcw', '/pages/reset-password-cover'],
  ['Verify Email Basic', 'MailCheck', '/pages/verify-email-basic'],
  ['Verify Email Cover', 'MailCheck', '/pages/verify-email-cover'],
  ['Two Steps Basic', 'ShieldCheck', '/pages/two-steps-basic'],
  ['Two Steps Cover', 'ShieldCheck', '/pages/two-steps-cover'],
  ['Account Settings', 'Settings', '/pages/account-settings'],
  ['Profile', 'CircleUser', '/pages/profile'],
  ['FAQ', 'CircleHelp', '/pages/faq'],
  ['Knowledge Base', 'BookOpen', '/pages/knowledge-base'],
  ['Pricing', 'DollarSign', '/pages/pricing'],
  ['Blog List', 'Newspaper', '/pages/blog/list'],
  ['Blog Detail', 'FileText', '/pages/blog/detail'],
  ['Blog Edit', 'PenLine', '/pages/blog/edit'],
  ['License', 'FileKey', '/pages/license'],
  ['API Key', 'KeyRound', '/pages/api-key'],
  ['Modal Examples', 'PanelsTopLeft', '/pages/modal-examples'],
  ['Coming Soon', 'Clock', '/misc/coming-soon'],
  ['Not Authorized', 'ShieldX', '/misc/not-authorized'],
  ['Maintenance', 'Wrench', '/misc/maintenance'],
  ['Error', 'CircleAlert', '/misc/error'],
  ['Access Control', 'ShieldCheck', '/access-control'],
  ['Typography', 'Type', '/ui-element/typography'],
  ['Colors', 'Palette', '/colors/colors'],
  ...['basic', 'advance', 'statistics', 'analytics', 'action'].map(
    (name) => [`${titleCase(name)} Cards`, 'LayoutGrid', `/cards/${name}`] as const
  ),
  ...[
    'alerts', 'auto-complete', 'avatar', 'badges', 'breadcrumbs', 'buttons', 'carousel', 'collapse', 'divider',
    'dropdowns', 'list-group', 'modals', 'nav-component', 'pagination', 'pill-badges', 'pills-component',
    'popovers', 'progress', 'spinners', 'tabs-component', 'timeline', 'toasts', 'tooltips', 'blockui',
    'accordion', 'offcanvas'
  ].map((name) => [titleCase(name.replace(/-component$/, '')), 'Component', `/components/${name}`] as const),
  ...[
    'sweet-alert', 'toastr', 'slider', 'drag-and-drop', 'tour', 'clipboard', 'context-menu', 'swiper', 'ratings',
    'i18n', 'pagination', 'import', 'export', 'export-selected'
  ].map((name) => [`${titleCase(name)} Extension`, 'Puzzle', `/extensions/${name}`] as const),
  ...['collapse-menu', 'layout-boxed', 'without-menu', 'layout-empty', 'layout-blank'].map(
    (name) => [`${titleCase(name)} Layout`.replace('Layout Layout', 'Layout'), 'LayoutTemplate', `/page-layout/${name}`] as const
  ),
  ...[
    'input', 'input-group', 'input-mask', 'textarea', 'checkbox', 'radio', 'switch', 'select', 'number-input',
    'file-uploader', 'editor', 'pickers'
  ].map((name) => [titleCase(name), 'TextCursorInput', `/forms/elements/${name}`] as const),
  ['Form Layout', 'RectangleEllipsis', '/forms/layout/form-layout'],
  ['Form Wizard', 'ListOrdered', '/forms/wizard'],
  ['Form Validation', 'ClipboardList', '/forms/form-validation'],
  ['Form Repeater', 'Layers', '/forms/form-repeater'],
  ['Basic DataTable', 'Table', '/datatables/basic'],
  ['Advanced DataTable', 'Sheet', '/datatables/advance']
]

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word === 'i18n' ? 'i18n' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
}

function targetOf(link: string): string {
  const words = link.split(/[/-]/).filter(Boolean)
  if (words.length === 0) return 'home'
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('')
}

const bookmarkedAtStart = new Set(['/apps/email', '/apps/chat', '/apps/calendar', '/apps/todo'])

export const pages: SearchPageItem[] = routes.map(([title, icon, link], index) => ({
  id: index + 1,
  target: targetOf(link),
  isBookmarked: bookmarkedAtStart.has(link),
  title,
  icon,
  link
}))

export const files: SearchFileItem[] = [
  { title: 'Quarterly Revenue Q3.xlsx', by: 'Ingrid Solberg', size: '1.8 MB', file: 'FileSpreadsheet' },
  { title: 'Brand Guidelines 2024.pdf', by: 'Tomas Berglund', size: '6.2 MB', file: 'FileText' },
  { title: 'Onboarding Checklist.docx', by: 'Freya Nyström', size: '240 kB', file: 'FileText' },
  { title: 'Product Launch Teaser.mp4', by: 'Oskar Dahl', size: '48 MB', file: 'FileVideo' },
  { title: 'Office Floor Plan.png', by: 'Sigrid Aalto', size: '3.1 MB', file: 'FileImage' },
  { title: 'Release Assets v2.4.zip', by: 'Leif Sandvik', size: '112 MB', file: 'FileArchive' },
  { title: 'Deploy Pipeline.yaml', by: 'Maja Holm', size: '12 kB', file: 'FileCode' },
  { title: 'Team Standup Recording.m4a', by: 'Henrik Vesterlund', size: '22 MB', file: 'FileAudio' }
]

export const contacts: SearchContactItem[] = [
  { title: 'Ingrid Solberg', email: 'ingrid.solberg@example.com', img: '', date: '2024-01-12' },
  { title: 'Tomas Berglund', email: 'tomas.berglund@example.com', img: '', date: '2024-02-03' },
  { title: 'Freya Nyström', email: 'freya.nystrom@example.com', img: '', date: '2024-02-27' },
  { title: 'Oskar Dahl', email: 'oskar.dahl@example.com', img: '', date: '2024-03-15' },
  { title: 'Sigrid Aalto', email: 'sigrid.aalto@example.com', img: '', date: '2024-04-08' },
  { title: 'Leif Sandvik', email: 'leif.sandvik@example.com', img: '', date: '2024-05-21' },
  { title: 'Maja Holm', email: 'maja.holm@example.com', img: '', date: '2024-06-30' },
  { title: 'Henrik Vesterlund', email: 'henrik.vesterlund@example.com', img: '', date: '2024-07-19' }
]
