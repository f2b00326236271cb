/** Imports nothing but zod and the plain team list, so the screens and the mock API apply the very same rules. */
import { z } from 'zod/mini'
import { problem, type Problem, type RefusalCode } from './refusal.contract'
import { avatarColors, type Person } from './people.contract'
import { accountMinimumAge } from './rules.contract'

/** Every text and number the API accepts is capped, so no request can store megabytes or push a total to Infinity. */
export const limits = {
  shortText: 120,
  text: 2000,
  amount: 1_000_000_000,
  quantity: 100_000,
  items: 200
} as const

export type { SortDirection } from './list.contract'

export const idSchema = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value
  ),
  z.int()
)

export const zText = (max: number = limits.shortText) => z.string().check(z.maxLength(max))

export const zRequiredText = (max: number = limits.shortText) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max))

/** A link or picture from data: `''`, an http(s) address, or a path on this site (never `//…`). */
export const zUrl = (max: number = limits.text) =>
  zText(max).check(z.regex(/^(https?:\/\/[^\s/]\S*|\/(?![/\\])\S*)?$/, 'url'))

export const distinct = (values: readonly unknown[]) => new Set(values).size === values.length

/** A list of values: capped, and each value once (a repeated one would also repeat a React key). */
export const zValues = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.array(item).check(z.maxLength(max), z.refine(distinct, 'unique'))

/** A person a form picks (`PeopleField`); each contract's wire spells people its own way. */
export const zPerson = (): z.ZodMiniType<Person, Person> =>
  z.object({ id: z.int(), name: zRequiredText(), avatar: zUrl(), color: z.enum(avatarColors) })

export const zAmount = () => z.number().check(z.minimum(0), z.maximum(limits.amount))

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const zEmail = () => zRequiredText().check(z.regex(emailPattern, 'email'))

const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/
const pad = (n: number) => String(n).padStart(2, '0')
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`; an instant with an offset is read in the browser's time zone. */
export function localDateTime(value: string): string | undefined {
  const match = isoPattern.exec(value.trim())
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(year, month, day, Number(match[4] ?? 0), Number(match[5] ?? 0))
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return undefined
  const local = match[6] ? new Date(Date.parse(value.trim())) : date
  return match[4] === undefined
    ? localDay(local)
    : `${localDay(local)}T${pad(local.getHours())}:${pad(local.getMinutes())}`
}

const zLocal = (code: 'date' | 'dateTime', keep: (normal: string) => string | undefined) =>
  z.pipe(
    z.string(),
    z.transform((value, context) => {
      const normal = localDateTime(value)
      const kept = normal === undefined ? undefined : keep(normal)
      if (kept !== undefined) return kept
      context.issues.push({ code: 'custom', message: code, input: value })
      return z.NEVER
    })
  )

/** A date `YYYY-MM-DD`; a date-time with seconds, fraction or offset is accepted as its local day. */
export const zIsoDate = () =>
  zLocal('date', (normal) => normal.slice(0, 10)).check(z.meta({ format: 'date' }))

/** A local `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`; seconds, fractions and an offset are accepted and normalised away. */
// Not `format: date-time`: the stored form is local (no seconds, no offset), which RFC 3339 does not allow.
export const zIsoDateTime = () =>
  zLocal('dateTime', (normal) => normal).check(
    z.meta({
      description: 'A local date `YYYY-MM-DD` or date-time `YYYY-MM-DDTHH:mm` (answered without an offset).'
    })
  )

/** A point in time as `Date.prototype.toISOString()` writes it. */
export const zInstant = () =>
  z.string().check(
    z.refine((time) => !Number.isNaN(Date.parse(time)), 'dateTime'),
    z.meta({ format: 'date-time' })
  )

export function toList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** Forms show the same rule through `common:validation.<code>`. */
export const ruleWords = {
  date: 'must be a date written YYYY-MM-DD',
  dateTime: 'must be a date written YYYY-MM-DD or a date-time written YYYY-MM-DDTHH:mm',
  notBeforeStart: 'must not be before start',
  birthDate: `must be the birth date of someone ${accountMinimumAge} to 120 years old`,
  email: 'must be an e-mail address',
  money: "must be 0 or a money string such as '$724' or '-$205.75'",
  taken: 'is already in use',
  unique: 'must not repeat a value',
  url: 'must be an http(s) address or a path on this site'
} as const
export type RuleCode = keyof typeof ruleWords

type Issue = z.core.$ZodIssue

const typeWords: Record<string, string> = {
  string: 'must be a string',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  object: 'must be an object',
  array: 'must be a list'
}

const unit = (origin: string | undefined) =>
  origin === 'string' ? ' characters' : origin === 'array' ? ' items' : ''

export function issueCode(issue: Issue): RefusalCode {
  // An empty number input gives NaN: for the person typing, that is a missing value too.
  const missing =
    issue.code === 'invalid_type' &&
    (issue.input === undefined || issue.input === null || Number.isNaN(issue.input))
  if (issue.message in ruleWords) return issue.message as RuleCode
  if (missing || (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1))
    return 'required'
  if (issue.code === 'invalid_type') return issue.expected === 'int' ? 'wholeNumber' : 'type'
  if (issue.code === 'too_small') return 'tooSmall'
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'tooLong' : 'tooBig'
  if (issue.code === 'invalid_value') return 'oneOf'
  if (issue.code === 'invalid_format') return issue.format === 'email' ? 'email' : 'invalid'
  return 'invalid'
}

function wrongness(issue: Issue): string {
  const code = issueCode(issue)
  if (code in ruleWords) return ruleWords[code as RuleCode]
  if (code === 'required') return 'is required'
  if (issue.code === 'invalid_type') return typeWords[issue.expected] ?? `must be a ${issue.expected}`
  if (issue.code === 'too_small') return `must be at least ${issue.minimum}${unit(issue.origin)}`
  if (issue.code === 'too_big') return `must be at most ${issue.maximum}${unit(issue.origin)}`
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map(String).join(', ')}`
  return 'is not valid'
}

export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`))
    .join('')
}

/** The mock's refusal of the first problem: `"<path> <what is wrong>"`, its code and the path. */
export function issueProblem(issue: Issue): Problem {
  const path = pathText(issue.path)
  if (path) return problem(issueCode(issue), `${path} ${wrongness(issue)}`, path)
  return issue.code === 'invalid_type' && issue.expected === 'object'
    ? problem('malformed', 'The request body must be a JSON object')
    : problem(issueCode(issue), wrongness(issue))
}
