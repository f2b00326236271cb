import type { CsvColumn } from '@/utility/csv'
import type { BulkAnswer, BulkSelection } from './bulk.contract'

/** What a call resolves to; RTK Query's trigger result fits. */
interface Outcome<D> {
  data?: D
  error?: unknown
}

/** Puts back what a bulk call changed, through the activity log entry its answer named. */
export type UndoEntry = (entry: number) => PromiseLike<Outcome<unknown>>

/** One bulk action a list offers: a menu item, its confirmation and its one call. */
export interface BulkAction {
  id: string
  label: string
  /** A heading the item is listed under (`Status`). */
  group?: string
  /** The confirming button's words. */
  confirmLabel: string
  /** The confirmation's words for `count` rows. */
  confirm: (count: number) => string
  /** The toast when every row was changed. */
  done: (count: number) => string
  run: (selection: BulkSelection) => PromiseLike<Outcome<BulkAnswer>>
  /** Offered in the toast when every row was changed and the answer named its activity entry. */
  undo?: UndoEntry
}

/** Export of the selection, or of every matching row, to a CSV or .xlsx file. */
export interface BulkExport<T> {
  /** The file's name without its extension. */
  file: string
  columns: CsvColumn<T>[]
  /** One page of the list's current query: how "all matching" is read. */
  page: (page: number, perPage: number) => PromiseLike<{ rows: T[]; total: number }>
  /** After the download, e.g. to post an "export ready" notification. */
  exported?: (file: string, rows: number) => void
}

/** What a list needs to select rows and act on them. */
export interface BulkSpec<T> {
  actions: BulkAction[]
  /** Names a row in the check box's label and in a report of refused rows. */
  rowName: (row: T) => string
  export?: BulkExport<T>
}
