/** A list's query parameters, declared once for the URL and the mock; plain code without zod, like any rule. */
import { problem, type Problem } from './refusal.contract'

export interface ChoiceRule<V extends string> {
  kind: 'choice'
  values: readonly string[]
  fallback: V
  foldCase?: boolean
  /** A value outside the list answers 400 instead of falling back. */
  strict?: boolean
  /** A value outside the list is kept, so it matches nothing. */
  exact?: boolean
}
export interface ChoicesRule<V extends string> {
  kind: 'choices'
  values: readonly V[]
  fallback: readonly V[]
}
export interface NumberRule<N extends number | null> {
  kind: 'number'
  fallback: N
  min: number
  max: number
  whole?: boolean
  /** Above `max` answers 400 instead of falling back. */
  capped?: boolean
}
export interface TextRule {
  kind: 'text'
}
export interface DateRule {
  kind: 'date'
}
export interface FlagRule {
  kind: 'flag'
}

export type ParamRule =
  ChoiceRule<string> | ChoicesRule<string> | NumberRule<number | null> | TextRule | DateRule | FlagRule
export type ListParams = Record<string, ParamRule>

type ValueOf<R> =
  R extends ChoiceRule<infer V>
    ? V
    : R extends ChoicesRule<infer V>
      ? V[]
      : R extends NumberRule<infer N>
        ? N
        : R extends FlagRule
          ? boolean
          : string
export type ListValues<P extends ListParams> = { [K in keyof P]: ValueOf<P[K]> }

export const maxPerPage = 100

/** The longest search a list's search box sends; an API may refuse a longer one (400 tooLong). */
export const maxSearchLength = 100

const sortDirections = ['asc', 'desc'] as const
export type SortDirection = (typeof sortDirections)[number]

type ChoiceOptions = Pick<ChoiceRule<string>, 'foldCase' | 'strict' | 'exact'>

export function choice<V extends string>(values: readonly V[]): ChoiceRule<V | ''>
export function choice<V extends string, F extends V | ''>(
  values: readonly V[],
  fallback: F,
  options?: ChoiceOptions
): ChoiceRule<V | F>
export function choice<V extends string>(
  values: readonly V[],
  fallback: V | '' = '',
  options: ChoiceOptions = {}
): ChoiceRule<V | ''> {
  return { kind: 'choice', values, fallback, ...options }
}

export const choices = <V extends string>(
  values: readonly V[],
  fallback: readonly V[] = []
): ChoicesRule<V> => ({
  kind: 'choices',
  values,
  fallback
})

type NumberOptions = Omit<NumberRule<number>, 'kind' | 'fallback'>

export function number(options: NumberOptions & { fallback: number }): NumberRule<number>
export function number(options: NumberOptions): NumberRule<number | null>
export function number(options: NumberOptions & { fallback?: number }): NumberRule<number | null> {
  return { kind: 'number', ...options, fallback: options.fallback ?? null }
}

export const text = (): TextRule => ({ kind: 'text' })
export const date = (): DateRule => ({ kind: 'date' })
export const flag = (): FlagRule => ({ kind: 'flag' })

export function range<N extends string, R extends NumberRule<number | null> | DateRule>(name: N, rule: R) {
  const key = name.charAt(0).toUpperCase() + name.slice(1)
  return { [`min${key}`]: rule, [`max${key}`]: rule } as Record<
    `min${Capitalize<N>}` | `max${Capitalize<N>}`,
    R
  >
}

export const paging = (perPage: number) => ({
  page: number({ min: 1, max: Number.MAX_SAFE_INTEGER, whole: true, fallback: 1 }),
  perPage: number({ min: 1, max: maxPerPage, whole: true, capped: true, fallback: perPage })
})

export const columnSort = <C extends string>(columns: readonly C[], column: C, direction: SortDirection) => ({
  sort: choice(sortDirections, direction),
  sortColumn: choice(columns, column)
})

const isoDate = /^\d{4}-\d{2}-\d{2}$/

function listOf(raw: unknown): string[] | null {
  if (Array.isArray(raw)) return raw.filter((item): item is string => typeof item === 'string')
  if (typeof raw !== 'string') return null
  return raw.trim() === '' ? [] : raw.split(',').map((item) => item.trim())
}

function readChoice(rule: ChoiceRule<string>, raw: unknown, lenient: boolean): string | null {
  if (raw === undefined || raw === '') return rule.fallback
  const fold = (value: unknown) => (rule.foldCase && typeof value === 'string' ? value.toLowerCase() : value)
  const found = rule.values.find((value) => fold(value) === fold(raw))
  if (found !== undefined || lenient) return found ?? rule.fallback
  if (rule.exact && typeof raw === 'string') return raw
  return rule.strict ? null : rule.fallback
}

const plainDecimal = /^-?\d+(\.\d+)?$/

function readNumber(
  rule: NumberRule<number | null>,
  raw: unknown,
  lenient: boolean
): number | null | undefined {
  // Plain decimal only: `0x10` or `1e1` is not a page number, so it falls back like any other bad value.
  const n =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && plainDecimal.test(raw.trim())
        ? Number(raw)
        : NaN
  if (!Number.isFinite(n) || n < rule.min || (rule.whole && !Number.isInteger(n))) return rule.fallback
  if (n > rule.max) return rule.capped && !lenient ? undefined : rule.fallback
  return n
}

function readOne(rule: ParamRule, raw: unknown, lenient: boolean): unknown {
  switch (rule.kind) {
    case 'choice':
      return readChoice(rule, raw, lenient)
    case 'choices': {
      const wanted = listOf(raw)
      return wanted === null ? [...rule.fallback] : rule.values.filter((value) => wanted.includes(value))
    }
    case 'number':
      return readNumber(rule, raw, lenient)
    case 'text':
      return typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : ''
    case 'date':
      return typeof raw === 'string' && isoDate.test(raw) ? raw : ''
    case 'flag':
      return raw === true || raw === 'true'
  }
}

function problemOf(name: string, rule: ParamRule): Problem {
  if (rule.kind === 'number') return problem('tooBig', `${name} must be at most ${rule.max}`, name)
  return problem(
    'oneOf',
    `${name} must be one of ${rule.kind === 'choice' ? rule.values.join(', ') : ''}`,
    name
  )
}

/** What is not understood falls back, except (unless `lenient`) a strict or exact choice and a capped number. */
export function readListParams<P extends ListParams>(
  params: P,
  raw: Record<string, unknown>,
  lenient = false
): { values: ListValues<P>; problem: Problem | null } {
  let found: Problem | null = null
  const values: Record<string, unknown> = {}
  for (const [name, rule] of Object.entries(params)) {
    const value = readOne(rule, raw[name], lenient)
    if (value === null && rule.kind === 'choice') found ??= problemOf(name, rule)
    if (value === undefined) found ??= problemOf(name, rule)
    values[name] = value ?? ('fallback' in rule ? rule.fallback : value)
  }
  return { values: values as ListValues<P>, problem: found }
}
