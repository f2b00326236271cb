// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Account settings',
  intro: [
    'Types: `src/views/pages/account-settings/contract.ts` (`accountSettingsSchema`, `saveSettingsBody`).'
  ],
  summaries: {
    'GET /account-setting/data': 'Get the account settings',
    'POST /account-setting/data': 'Save one tab of the account settings'
  },
  calls: {
    'GET /account-setting/data': [
      '- Answer: `{general, info, social, notification}`: `general {avatar, username, fullName, email,',
      '  company, emailVerified}`, `info {bio, dob, country, website, phone}`, `social {socialLinks,',
      '  connections}` (six links; four connections, each `{profileImg, id}` or `null`), `notification`',
      '  (six booleans).'
    ],
    'POST /account-setting/data': [
      '- Body: `{tab, data}`, `tab` one of `general, info, social, notification`; `data` holds fields of',
      '  that part, merged into it. Answer: the whole settings after the save.',
      '- `avatar` is a picture address or a PNG, JPEG, GIF or WebP data URL of at most 800 KB; `username`',
      '  letters, digits, `.`, `_`, `-`; `dob` `YYYY-MM-DD` of someone 13 to 120 years old (`birthDate`) or',
      "  `''`; `country` an ISO code of the list or",
      "  `''`; `phone` 10 digits or `''`; links `http(s)` addresses or `''`. A new `email` is unverified;",
      '  `emailVerified` is never taken from the body.',
      '- Errors: 400 for an unknown tab or any field that breaks these rules; nothing changes.'
    ]
  }
}
