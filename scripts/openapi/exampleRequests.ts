// One request per call that takes input, made for the seed: the document shows it, and the mock's answer to it.
export interface ExampleRequest {
  /** Path segments by name, such as `{id: '5001'}`. */
  path?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  /** A call made first on the fresh seed, so this one has something to act on (an entry to undo). */
  first?: { method: 'post'; url: string; body: unknown }
  /** The body carries the refresh token of a sign-in: run with a real one, shown with none (none stays valid). */
  signedIn?: true
}

const event = { title: 'Design review', start: '2026-03-10T09:00', end: '2026-03-10T10:00', allDay: false }
const address = {
  fullName: 'Ingrid Berg',
  mobile: '+47 912 34 567',
  street: 'Storgata 1',
  city: 'Oslo',
  state: 'Oslo',
  zip: '0155',
  type: 'home'
}

/** Stands for the refresh token of a sign-in: the example is run with a real one. */
export const refreshTokenPlaceholder = '<the refreshToken of a sign-in>'

/** By call key (`METHOD /path`, as OpenAPI writes it). A call without input needs none. */
export const exampleRequests: Record<string, ExampleRequest> = {
  'POST /jwt/login': { body: { email: 'admin@demo.com', password: 'admin' } },
  'POST /jwt/register': {
    body: { email: 'sigrid@example.com', username: 'sigrid', password: 'north-light-42' }
  },
  'POST /jwt/refresh-token': { body: { refreshToken: refreshTokenPlaceholder }, signedIn: true },
  'POST /jwt/logout': { body: { refreshToken: refreshTokenPlaceholder }, signedIn: true },
  'POST /apps/assistant/chat': {
    body: { messages: [{ role: 'user', text: 'How many users are there?' }], language: 'en' }
  },
  'GET /apps/assistant/conversations/{id}': {
    path: { id: '1' },
    first: { method: 'post', url: '/apps/assistant/conversations/add', body: { title: 'Users', turns: [] } }
  },
  'POST /apps/assistant/conversations/add': {
    body: {
      title: 'How many users are there?',
      turns: [
        {
          question: 'How many users are there?',
          events: [{ type: 'text', delta: 'There are 50 users.' }, { type: 'done' }],
          status: 'done'
        }
      ]
    }
  },
  'POST /apps/assistant/conversations/update': {
    body: { id: 1, title: 'Counting users' },
    first: { method: 'post', url: '/apps/assistant/conversations/add', body: { title: 'Users', turns: [] } }
  },
  'DELETE /apps/assistant/conversations/delete': {
    query: { id: '1' },
    first: { method: 'post', url: '/apps/assistant/conversations/add', body: { title: 'Users', turns: [] } }
  },
  'GET /apps/activity/entries': { query: { app: 'invoice', action: 'updated', perPage: '5' } },
  'GET /apps/activity/history': { query: { entity: 'invoice', id: '5001' } },
  'POST /apps/activity/entries/{id}/undo': {
    path: { id: '1' },
    // Saving a view: a write every starter keeps (the list kit's), so the example runs wherever the log does.
    first: {
      method: 'post',
      url: '/views/add',
      body: {
        list: 'apps.user.list',
        name: 'Pending users',
        query: { status: 'pending' },
        columns: {
          order: ['fullName', 'status'],
          hidden: [],
          widths: {},
          pinFirst: false,
          density: 'compact'
        }
      }
    }
  },
  'GET /notifications/items': { query: { show: 'unread', perPage: '5' } },
  'POST /notifications/items/{id}/read': { path: { id: '7' } },
  'DELETE /notifications/items/{id}': { path: { id: '7' } },
  'POST /notifications/exports': { body: { file: 'invoices.csv', rows: 42, app: 'invoice' } },
  'GET /apps/calendar/events': { query: { calendars: 'Business,Holiday' } },
  'POST /apps/calendar/add-event': { body: { event: { ...event, extendedProps: { calendar: 'Business' } } } },
  'POST /apps/calendar/update-event': { body: { event: { id: 1, title: 'Design review, moved' } } },
  'DELETE /apps/calendar/remove-event': { query: { id: '1' } },
  'GET /apps/chat/get-chat': { query: { id: '1' } },
  'POST /apps/chat/send-msg': { body: { obj: { message: 'See you at ten.', contact: 1 } } },
  'GET /apps/ecommerce/products': { query: { q: 'a', sortBy: 'price-asc', perPage: '2' } },
  'GET /apps/ecommerce/products/{idOrSlug}': { path: { idOrSlug: '1' } },
  'POST /apps/ecommerce/wishlist': { body: { productId: 3 } },
  'DELETE /apps/ecommerce/wishlist/{productId}': { path: { productId: '4' } },
  'POST /apps/ecommerce/cart': { body: { productId: 3 } },
  'DELETE /apps/ecommerce/cart/{productId}': { path: { productId: '1' } },
  'POST /apps/ecommerce/cart/update-qty': { body: { productId: 1, qty: 2 } },
  'POST /apps/ecommerce/checkout': { body: { address, payment: { method: 'card' } } },
  'GET /apps/email/emails': { query: { folder: 'inbox', q: '' } },
  'POST /apps/email/update-emails': { body: { emailIds: [1, 2], dataToUpdate: { isRead: true } } },
  'POST /apps/email/update-emails-label': { body: { emailIds: [1], label: 'important' } },
  'POST /apps/email/bulk-update': {
    body: {
      selection: { matching: { folder: 'inbox', q: 'meeting' }, except: [3] },
      change: { isRead: true }
    }
  },
  'GET /apps/email/get-email': { query: { id: '1' } },
  'GET /apps/email/paginate-email': { query: { dir: 'next', emailId: '1' } },
  'POST /apps/email/send-email': {
    body: {
      email: {
        to: [{ name: 'Ingrid Berg', email: 'ingrid@example.com' }],
        subject: 'Quarterly figures',
        message: '<p>Attached.</p>'
      }
    }
  },
  'GET /apps/invoice/invoices': { query: { q: 'paid', perPage: '2' } },
  'GET /api/invoice/invoices/{id}': { path: { id: '5001' } },
  'DELETE /apps/invoice/delete': { query: { id: '5001' } },
  'POST /apps/invoice/add-invoice': {
    body: {
      invoice: {
        client: { name: 'Fjord Analytics', companyEmail: 'billing@fjord.example' },
        items: [{ name: 'Design sprint', description: 'Two weeks', cost: 4200, qty: 1 }]
      }
    }
  },
  'POST /apps/invoice/update-invoice': { body: { invoice: { id: 5001, note: 'Thank you.' } } },
  'POST /apps/invoice/bulk-update': {
    body: { selection: { ids: [5004, 5006] }, change: { invoiceStatus: 'Sent' } }
  },
  'POST /apps/invoice/bulk-delete': { body: { selection: { ids: [5040, 5041] } } },
  'POST /apps/kanban/reorder-tasks': { body: { data: { taskId: 1, targetTaskId: 2 } } },
  'POST /apps/kanban/update-task-board': { body: { data: { taskId: 1, newBoardId: 'done' } } },
  'POST /apps/kanban/add-task': { body: { data: { title: 'Write the release note', boardId: 'todo' } } },
  'POST /apps/kanban/add-board': { body: { data: { title: 'Review' } } },
  'POST /apps/kanban/update-task': { body: { data: { id: 1, title: 'Write the release note' } } },
  'POST /apps/kanban/update-board': { body: { data: { id: 'todo', title: 'To do' } } },
  'DELETE /apps/kanban/delete-board': { query: { id: 'done' } },
  'DELETE /apps/kanban/clear-tasks': { query: { id: 'done' } },
  'DELETE /apps/kanban/delete-task': { query: { id: '1' } },
  'GET /apps/permissions/data': { query: { q: 'user', perPage: '2' } },
  'POST /apps/permissions/add-permission': { body: { permission: { name: 'Export reports' } } },
  'POST /apps/permissions/update-permission': { body: { id: 1, name: 'Manage users' } },
  'DELETE /apps/permissions/delete': { query: { id: '1' } },
  'POST /apps/permissions/bulk-delete': { body: { selection: { ids: [8, 9] } } },
  'POST /apps/permissions/bulk-update': {
    body: { selection: { matching: { assignedTo: 'support' } }, change: { role: 'manager', assigned: true } }
  },
  'POST /apps/roles/add-role': {
    body: {
      role: {
        name: 'Auditor',
        permissions: [{ module: 'userManagement', read: true, write: false, create: false }]
      }
    }
  },
  'POST /apps/roles/update-role': { body: { role: { id: 1, name: 'Administrator' } } },
  'DELETE /apps/roles/delete': { query: { id: '1' } },
  'POST /apps/roles/assign-role': { body: { accountId: 2, roleId: 4 } },
  'GET /apps/file-manager/entries': { query: { folderId: '5', sortBy: 'size', sort: 'desc' } },
  'GET /apps/file-manager/entry': { query: { id: '12' } },
  'POST /apps/file-manager/add-folder': { body: { parentId: 1, name: 'Research' } },
  'POST /apps/file-manager/upload': { body: { parentId: 8, name: 'Harbour at dawn.jpg', size: 1_843_200 } },
  'POST /apps/file-manager/rename': { body: { id: 14, name: 'Site map.txt' } },
  'POST /apps/file-manager/move': { body: { ids: [11], parentId: 1 } },
  'POST /apps/file-manager/copy': { body: { ids: [13], parentId: 7 } },
  'POST /apps/file-manager/star': { body: { id: 23, starred: true } },
  'POST /apps/file-manager/share': { body: { id: 23, shares: [{ personId: 13, role: 'viewer' }] } },
  'POST /apps/file-manager/trash': { body: { ids: [17] } },
  'POST /apps/file-manager/restore': { body: { ids: [31] } },
  'GET /apps/todo/tasks': { query: { filter: 'important' } },
  'POST /apps/todo/add-tasks': {
    body: { task: { title: 'Book the venue', dueDate: '2026-03-12', tags: ['team'] } }
  },
  'POST /apps/todo/update-task': { body: { task: { id: 1, isCompleted: true } } },
  'DELETE /apps/todo/delete-task': { query: { taskId: '1' } },
  'POST /apps/todo/bulk-update': { body: { selection: { ids: [1, 2] }, change: { isCompleted: true } } },
  'POST /apps/todo/bulk-delete': { body: { selection: { matching: { filter: 'completed' } } } },
  'GET /api/users/list/data': { query: { role: 'admin', perPage: '2' } },
  'GET /api/users/user': { query: { id: '1' } },
  'POST /apps/users/add-user': {
    body: { fullName: 'Ingrid Berg', username: 'ingrid', email: 'ingrid@example.com', role: 'editor' }
  },
  'POST /apps/users/update-user': { body: { id: 1, contact: '+47 912 34 567' } },
  'POST /apps/users/bulk-update': { body: { selection: { ids: [2, 3] }, change: { status: 'active' } } },
  'POST /apps/users/bulk-delete': { body: { selection: { ids: [40, 41] } } },
  'DELETE /apps/users/delete': { query: { id: '2' } },
  'POST /account-setting/data': { body: { tab: 'social', data: { github: 'https://github.com/nordlight' } } },
  'POST /api-key/add': { body: { name: 'Reporting', access: 'read-only' } },
  'DELETE /api-key/delete': { query: { id: '1' } },
  'GET /views': { query: { list: 'apps.user.list' } },
  'POST /views/add': {
    body: {
      list: 'apps.user.list',
      name: 'Active admins',
      query: { role: 'admin', status: 'active' },
      columns: {
        order: ['fullName', 'role', 'status'],
        hidden: [],
        widths: {},
        pinFirst: true,
        density: 'comfortable'
      }
    }
  },
  'POST /views/update': { body: { id: 1, name: 'Editors waiting', isDefault: true } },
  'DELETE /views/delete': { query: { id: '1' } },
  'GET /blog/list/data': { query: { category: 'fashion' } },
  'GET /blog/list/data/detail': { query: { id: '1' } },
  'GET /blog/list/data/edit': { query: { id: '1' } },
  'POST /blog/list/data/edit': {
    body: {
      blog: {
        id: 1,
        blogTitle: 'A capsule wardrobe for a northern winter',
        slug: 'capsule-wardrobe-for-a-northern-winter',
        blogCategories: [{ value: 'fashion', label: 'Fashion' }],
        status: 'published',
        excerpt: 'Ten pieces, three colours, one winter.',
        content: '<p>Ten pieces, three colours, one winter.</p>',
        featuredImage: '/images/blog/1.svg'
      }
    }
  },
  'POST /blog/list/data/comment': {
    body: { id: 1, comment: { name: 'Ingrid Berg', email: 'ingrid@example.com', text: 'Lovely read.' } }
  },
  'GET /card/card-analytics/{name}': { path: { name: 'support-tracker' } },
  'GET /dashboard/crm': { query: { range: 'last-month' } },
  'GET /dashboard/academy': { query: { range: 'last-month' } },
  'GET /dashboard/academy/course': { query: { id: '2' } },
  'POST /dashboard/academy/lesson': { body: { courseId: 2, lessonId: 3, done: true } },
  'GET /dashboard/saas': { query: { range: 'last-month' } },
  'GET /dashboard/logistics': { query: { range: 'last-month' } },
  'GET /card/card-statistics/{name}': { path: { name: 'orders-bar-chart' } },
  'GET /api/datatables/data': { query: { q: 'a', perPage: '2' } },
  'GET /api/datatables/groups': {
    query: { groupBy: 'city,post', aggregate: 'salary,age', groupSort: 'salary.avg', perPage: '1' }
  },
  'POST /api/datatables/update': { body: { id: 3, post: 'Accountant', salary: '$52,000.00' } },
  'POST /api/datatables/bulk-update': { body: { selection: { ids: [4, 5] }, change: { status: 2 } } },
  'POST /api/datatables/bulk-delete': { body: { selection: { matching: { q: 'Accountant' } } } },
  'GET /api/extensions/team-member': { query: { name: 'Astrid Nyhus' } },
  'GET /faq/data': { query: { q: 'refund' } },
  'GET /faq/data/knowledge_base': { query: { lang: 'fr' } },
  'GET /faq/data/question': { query: { lang: 'fr' } },
  'GET /pricing/data': { query: { lang: 'fr' } },
  'GET /faq/data/category': { query: { category: 'getting-started' } },
  'POST /api/bookmarks/update': { body: { link: '/page-layout/collapse-menu' } },
  'GET /api/select/data': { query: { query: 'an' } }
}
