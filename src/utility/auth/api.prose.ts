// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Authentication',
  intro: [
    'The client stores the session in `localStorage` under `accessToken`, `refreshToken` and `userData`,',
    'and sends `Authorization: Bearer <accessToken>` with every call while a token is stored.',
    '',
    '**The signed-in user** (`UserData`): `{id, fullName, username, avatar, email, role: "admin" |',
    '"client", ability, extras: {eCommerceCartItemsCount}}`, never with a password. `ability` is a list',
    'of CASL rules `{action: "manage" | "create" | "read" | "update" | "delete", subject, inverted?,',
    'conditions?, fields?}`; `subject: "all"` means every subject, `inverted: true` takes a right away.',
    '`avatar` is an image URL or `""` (the screens then show initials). `eCommerceCartItemsCount` is the',
    "cart's size when the user data was issued.",
    '',
    '**Tokens.** HS256 JWTs whose payload is `{id, sid}` (the user and the session: every token of one',
    'sign-in shares `sid`), with `iat` and a required `exp`; a refresh token also carries its own `jti`.',
    'Access and refresh tokens are signed with different keys; an access token expires 10 minutes after',
    'issue, a refresh token 7 days after issue (so a session outlasts a demo visit and an expired access',
    'token is renewed, not signed out); a token whose `exp` lies further from its `iat`, or whose `iat` is',
    'ahead of the clock, is refused. No key is written in the code: `npm run api` signs with',
    '`API_JWT_SECRET` or a random key made at start, the browser mock with a random key made once per',
    'browser. A token holds only while its user exists and is enabled and its session has not ended',
    '(logout, or a refresh token used twice).',
    'The mock checks them when its `enforceAuth` option is on (`setMockOptions({enforceAuth: true})`,',
    '`npm run api -- --enforce-auth`): then every call outside `/jwt/*` without a valid access token',
    'answers 401 `{error: "Unauthorized"}`. The scheme `Bearer` is read without regard to case.',
    '',
    '**Refresh and replay.** When a call answers 401 while a session is stored, the client sends one',
    '`POST /jwt/refresh-token` (every other call that fails meanwhile waits for that same refresh),',
    'stores the new pair and user data, and replays each failed call once with the new token. A 401 on',
    'the replay is passed on. When the refresh fails, or does not answer within 15 seconds, the session',
    'is cleared and the app goes to `/login`. A 401 from `/jwt/*` itself is an answer about credentials',
    'and never starts a refresh. Work begun in a session that has since ended (logout, another login) is',
    'neither renewed nor replayed.',
    '',
    '**Demo accounts** of the mock: `admin@demo.com` / `admin` (role `admin`, `manage all`) and',
    '`client@demo.com` / `client` (role `client`, `read ACL` and `read Auth`). With nobody signed in the',
    'client allows only `read Auth` (the public auth pages). A user who registers can sign in until the',
    'page reloads. One server holds at most 500 accounts.'
  ],
  summaries: {
    'POST /jwt/login': 'Sign in with e-mail and password',
    'POST /jwt/register': 'Create an account and sign it in',
    'POST /jwt/refresh-token': 'Trade a refresh token for new tokens',
    'POST /jwt/logout': 'End the session of a refresh token'
  },
  calls: {
    'POST /jwt/login': [
      '- Body: `{email, password}` (strings, required; the e-mail is compared without regard to case).',
      '- Answer: `{userData, accessToken, refreshToken}`.',
      '- Errors: 400 `{error: {email: "Email or Password is Invalid"}, code: {email: "badCredentials"}}` on',
      '  a wrong pair; 400 `{error: {email: "Something went wrong"}, code: {email: "server"}}` when signing',
      '  fails; 400 `<field> is required` or `must be a string`.'
    ],
    'POST /jwt/register': [
      '- Body: `{email, username, password}` (strings, required, at most 120 characters; `email` must be',
      '  an e-mail address).',
      '- Answer: `{user, accessToken, refreshToken}`: the new user is signed in. In the demo (the browser',
      '  mock, `npm run api` without `--enforce-auth`) the new user is an admin (`manage all`); a server',
      '  that enforces tokens makes a client (`read ACL`, `read Auth`), as a real backend would, and',
      '  `--register off` turns sign-up off (403 `signUpClosed`).',
      '- Errors: in the demo a taken e-mail or username answers **200** with field errors (409 on a server',
      '  that enforces tokens), `{error: {email?: "This',
      '  email is already in use.", username?: "This username is already in use."}}` (both keys when both',
      '  are taken); 400 for a missing, too long or malformed field; 403 `{code: "tooManyAccounts"}` once',
      '  the server holds 500 accounts.'
    ],
    'POST /jwt/refresh-token': [
      '- Body: `{refreshToken}`.',
      '- Answer: `{userData, accessToken, refreshToken}`: a fresh pair of the same session. Each refresh',
      '  token renews once: a second use of one ends its whole session (it has leaked), except within 30',
      '  seconds of its first, when two tabs of one session renew at the same moment.',
      '- Errors: 401 `{error: "Invalid refresh token", code: "badRefreshToken"}` when it is invalid,',
      '  expired, already used, or its session ended or its user is gone; 400 when it is missing.'
    ],
    'POST /jwt/logout': [
      '- Body: `{refreshToken}` (optional). Answer: `{}`, always. Ends the session of that refresh token',
      '  and of the bearer access token, if either holds: every token of the session stops working.'
    ]
  }
}
