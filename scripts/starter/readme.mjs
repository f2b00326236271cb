const bullets = (items) => items.map((item) => `- ${item}`).join('\n')

const area = (entry) => `\`${entry.dir}\``

/** The starter's README: what it holds, how to run it, what it left out. */
export function starterReadme({ kept, dropped, locales, namespaces, mock, leftOut }) {
  const apps = kept.filter((entry) => !entry.core)
  const tests = mock
    ? 'npm test                 # unit and screen tests (Vitest), against the mock API'
    : 'npm test                 # the unit tests that need no backend; see "Left out" below'
  return `# Admin starter

Generated from the Nordlight admin template by \`npm run starter\`: the shell (layouts, navbar, menus,
search, bookmarks), the theme engine and customizer, sign-in, register and forgot-password pages,
access control, the misc pages (404, not authorized, maintenance, coming soon), the home page, and the
apps you chose. ${mock ? 'The in-browser mock API (`src/@fake-db`) answers their calls.' : 'There is no mock API: set `VITE_API_BASE_URL` to your backend.'}

## What it holds

Apps:

${bullets(apps.map((entry) => `${entry.key} (${area(entry)})`))}

Always kept:

${bullets(kept.filter((entry) => entry.core).map(area))}

Languages: ${locales.join(', ')}. Translation namespaces: ${namespaces.join(', ')}.

## Run it

\`\`\`bash
npm ci && npm run dev    # http://localhost:5173
npm run lint             # eslint, prettier --check, knip, dependency-cruiser
npm run typecheck
${tests}
npm run build
\`\`\`

${mock ? 'Sign in as `admin@demo.com` / `admin` (everything) or `client@demo.com` / `client` (access control only).' : 'Your backend answers the calls the screens make: `src/views/**/contract.ts` holds their shapes.'}

## Add a page or an app

An area is a folder under \`src/views\` with \`app.ts\` (its screens with their menu entries and icons) and
\`routes.contract.ts\` (its paths); register it in \`src/views/areas.ts\`. Strings go to
\`src/locales/<language>/<namespace>.json\`${mock ? ', mock endpoints to `src/@fake-db/apps/<name>/handlers.ts`' : ''}.

## Left out

The areas not chosen: ${dropped.map((entry) => entry.key).join(', ')}; their routes, menu and search entries,
translations, ${mock ? 'mock handlers, ' : ''}tests and the dependencies only they used. The template's bench is
left out too (it measures the demo's routes).${
    mock
      ? ''
      : '\n\nThe browser tests (`tests/e2e`, `npm run test:e2e`) stay: they drive the screens against your backend, so start it first.'
  }${
    leftOut.length > 0
      ? `\n\nTests left out because they need the mock API (a backend):\n\n${bullets(leftOut.map((file) => `\`${file}\``))}`
      : ''
  }
`
}
