// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Calendar',
  intro: [
    'Types: `src/views/apps/calendar/contract.ts`. An event: `{id, url, title, start, end, allDay,',
    'extendedProps: {calendar, guests, location, description}}`. `start` is a local `YYYY-MM-DD`',
    '(all-day) or `YYYY-MM-DDTHH:mm` (input may add seconds, a fraction and an offset; see Dates); `end`',
    'uses the same format, is not before `start` (for all-day events it is the day after the last day),',
    'or is `""`. `calendar` is one of `Personal, Business, Family, Holiday, ETC`; `guests` are up to 20',
    'names.'
  ],
  summaries: {
    'GET /apps/calendar/events': 'List the events of the chosen calendars',
    'POST /apps/calendar/add-event': 'Add an event',
    'POST /apps/calendar/update-event': 'Change an event',
    'DELETE /apps/calendar/remove-event': 'Delete an event'
  },
  calls: {
    'GET /apps/calendar/events': [
      '- Query: `calendars` (list). Answer: the events of those calendars; none given: `[]`.'
    ],
    'POST /apps/calendar/add-event': [
      '- Body: `{event}` with `title` and `start` required. Defaults: no url, no end, not all day, calendar',
      '  `Personal`, no guests, empty texts. Answer: **201** `{event}`.',
      '- Errors: 400, and 400 `end must not be before start`.'
    ],
    'POST /apps/calendar/update-event': [
      '- Body: `{event}` with its `id` and the fields to replace; `extendedProps` is merged field by field.',
      '  Answer: `{event}`. Errors: 400, also when the merged event would end before it starts; 404 `Event',
      '  not found`.'
    ],
    'DELETE /apps/calendar/remove-event': ['- Query: `id`. Answer: `{}`. Errors: 400; 404 `Event not found`.']
  }
}
