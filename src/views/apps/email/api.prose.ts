// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Email',
  intro: [
    'Types: `src/views/apps/email/contract.ts`. A mail: `{id, from: {name, email, avatar}, to, cc, bcc,',
    'subject, message, attachments, time, isStarred, isRead, labels, folder, replies}`. Addresses are',
    '`{name, email}`; `message` is HTML (shown only through the sanitizer); `attachments` are `{fileName,',
    'thumbnail, url, size}` (`size` in bytes); `replies` are the earlier messages, oldest first. `folder`',
    'is one of `inbox, sent, draft, spam, trash`; `labels` of `personal, company, important, private`.'
  ],
  summaries: {
    'GET /apps/email/emails': "List a folder's or label's mails",
    'POST /apps/email/update-emails': 'Mark, star or move mails',
    'POST /apps/email/update-emails-label': 'Add or remove a label on mails',
    'GET /apps/email/get-email': 'Open one mail',
    'GET /apps/email/paginate-email': 'Step to the next or previous mail',
    'POST /apps/email/send-email': 'Send a mail or save a draft',
    'POST /apps/email/bulk-update': 'Move, mark, star or label many mails'
  },
  calls: {
    'GET /apps/email/emails': [
      '- Query: `folder` (`inbox`; also `sent, draft, spam, trash` and `starred` = starred mail outside the',
      '  trash), `label` (given: the folder is ignored and the view lists that label outside the trash),',
      "  `q` (on the sender's name and the subject).",
      "- Answer: `{emails, emailsMeta: {inbox, draft, spam}}`: the view, newest first, and the sidebar's",
      '  counts (unread inbox, every draft, unread spam).',
      '- Errors: 400 for a folder or label outside the lists.'
    ],
    'POST /apps/email/update-emails': [
      '- Body: `{emailIds, dataToUpdate: {isStarred?, isRead?, folder?, labels?}}`. Answer: `{}`.',
      '- Errors: 400; 404 `Email not found` when any id is unknown (then nothing changes).'
    ],
    'POST /apps/email/update-emails-label': [
      '- Body: `{emailIds, label}`: the label is toggled on each mail. Answer: `{}`.',
      '- Errors: 400; 404 `Email not found`.'
    ],
    'GET /apps/email/get-email': [
      '- Query: `id`. Answer: the mail with `hasPreviousMail` and `hasNextMail` (neighbours in its own',
      '  folder, newest first). Errors: 400; 404 `Email not found`.'
    ],
    'GET /apps/email/paginate-email': [
      '- Query: `dir` (`previous` = newer, `next` = older), `emailId`. Answer: the neighbouring mail, as',
      '  `get-email` answers it. Errors: 400; 404 `Email not found`; 404 `Previous email not found` or',
      '  `Next email not found` at either end.'
    ],
    'POST /apps/email/send-email': [
      '- Body: `{email: {to, cc, bcc, subject, message, attachments}, isDraft}`; every field optional',
      '  (`isDraft` defaults to `false`).',
      '- Answer: **201** `{email}`: stored from the signed-in mailbox, `time` now, read, in `sent` (or',
      '  `draft` when `isDraft`).',
      '- Errors: 400; 400 `email.to needs at least one address` for a mail that is not a draft.'
    ],
    'POST /apps/email/bulk-update': [
      "- Body: `{selection, change}`: `selection` is `{ids}` (at most 100) or `{matching, except?}` (a view's",
      '  query: `folder`, `label`, `q`; paging is ignored), `change` at least one of `{folder?, isRead?,',
      '  isStarred?, toggleLabel?}` (`toggleLabel` adds the label to a mail without it, takes it off one that has',
      '  it).',
      '- Answer: `{done, failed, entry}`: each refused mail is `{id, code, error}` and left as it was (a draft',
      '  moved anywhere but the trash, or a mail moved into the drafts: `draftMove`; an unknown id:',
      '  `notFound`); `POST /apps/activity/entries/{entry}/undo` puts the others back.',
      '- Errors: 400 for a bad body, or a query matching more than 1000 mails (`tooBig`; nothing changes).'
    ]
  }
}
