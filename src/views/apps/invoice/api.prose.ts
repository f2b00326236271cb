// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Invoices',
  intro: [
    'Types: `src/views/apps/invoice/contract.ts`. An invoice: `{id, issuedDate, client, service, total,',
    'avatar, invoiceStatus, balance, dueDate, items?, salesperson?, note?, discount?, taxRate?,',
    'paymentMethod?, paymentTerms?, clientNotes?, paymentStub?}`.',
    '',
    '- `client`: `{name (required), company, companyEmail, address, country, contact}`.',
    '- `items`: up to 200 lines `{name, description, cost, qty}`: `cost` a money amount, `qty` a whole',
    '  number up to 100,000.',
    '- `invoiceStatus`: `Paid, Downloaded, Sent, Draft, Partial Payment, Past Due`; `Paid` and `Partial',
    '  Payment` follow the payments, the others are stages set by hand. `service`: `Software Development,',
    '  UI/UX Design & Development, Unlimited Extended License, Template Customization`. `paymentMethod`:',
    '  `Bank Account, PayPal, Card`.',
    '- `balance`: `0` when nothing is owed, else a money string such as `"$724"` or `"-$205.75"`',
    '  (negative: a credit). `discount` in dollars, `taxRate` in percent (0 to 100).',
    '- `total` follows the rule: lines summed, minus the discount, plus `taxRate` percent of what',
    '  remains, rounded to cents (0 without lines).'
  ],
  summaries: {
    'GET /apps/invoice/invoices': 'Search, filter and page the invoices',
    'GET /api/invoice/invoices/{id}': 'Get one invoice with its payment details',
    'GET /api/invoice/clients': "List the client picker's choices",
    'POST /apps/invoice/add-invoice': 'Create an invoice',
    'POST /apps/invoice/update-invoice': 'Change an invoice or record a payment',
    'DELETE /apps/invoice/delete': 'Delete an invoice',
    'POST /apps/invoice/bulk-delete': 'Delete many invoices',
    'POST /apps/invoice/bulk-update': 'Set the stage of many invoices'
  },
  calls: {
    'GET /apps/invoice/invoices': [
      '- Query: `q` (on client.companyEmail, client.name, id, total, balance, dueDate; a `q` that is part',
      '  of the word "paid" also finds settled invoices), `status` (exact, any case, on invoiceStatus),',
      '  `page` (1), `perPage` (10), `sort` (`desc`), `sortColumn` (`id`; also `issuedDate, service, total,',
      '  invoiceStatus, balance, dueDate` and `client.<field>`).',
      '- Answer: `{allData, total, invoices}`: every stored invoice, the count of matches, the page.'
    ],
    'GET /api/invoice/invoices/{id}': [
      '- Answer: `{invoice, paymentDetails}`; `paymentDetails` is `{totalDue, bankName, country, iban,',
      '  swiftCode}`. Errors: 400 for an id that is not a whole number; 404 `Invoice not found`.'
    ],
    'GET /api/invoice/clients': [
      "- Answer: the clients of the first five stored invoices (the client picker's choices)."
    ],
    'POST /apps/invoice/add-invoice': [
      '- Body: `{invoice}` with a `client` whose `name` is given; every other field optional. Defaults:',
      '  today as issue date, due 30 days later, service `Software Development`, status `Draft`, no lines,',
      '  the total by the rule, the balance equal to the total. A `balance` in the body is ignored.',
      '- Answer: **201** `{invoice}`. Errors: 400 (also for `Paid` or `Partial Payment`: a new invoice has',
      '  no payments).'
    ],
    'POST /apps/invoice/update-invoice': [
      '- Body: `{invoice}` with its `id` and the fields to replace; a partial `client` is merged into the',
      '  stored one. When lines, discount or tax rate change and no `total` is sent, the total follows the',
      '  rule. `payment` (more than 0, at most the balance) records money received. The server derives',
      '  `balance` (the total less what was paid) and the status (all paid: `Paid`; some: `Partial',
      '  Payment`; none: the stage); a `balance` in the body is ignored.',
      '- Answer: `{invoice}`. Errors: 400 (also `invoiceStatus must be <status>: it follows the total and',
      '  the payments`, `payment must not exceed the balance`); 404 `Invoice not found`.'
    ],
    'DELETE /apps/invoice/delete': ['- Query: `id`. Answer: `{}`. Errors: 400; 404 `Invoice not found`.'],
    'POST /apps/invoice/bulk-delete': [
      "- Body: `{selection}`: `{ids}` (1 to 100 ids) or `{matching, except?}`, the list's query as its",
      '  address writes it (paging ignored; at most 1000 rows) less up to 100 ids. Answer: `{done, failed}`:',
      '  the ids changed, and per refused row `{id, code, error}` (that row is left as it was; an id no',
      '  row has: `notFound`).',
      '- Errors: 400 for a bad selection or query, or more than 1000 matching rows (`tooBig`).'
    ],
    'POST /apps/invoice/bulk-update': [
      '- Body: `{selection, change: {invoiceStatus}}`; `selection` as for bulk-delete. Answer: `{done,',
      '  failed}`; an invoice whose payments decide its status is refused per row (`followsPayments`).',
      '- Errors: 400 as for bulk-delete, or for a status out of the list.'
    ]
  }
}
