import type { BulkAnswer, BulkSelection } from './bulk.contract'

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
  run: (selection: BulkSelection) => PromiseLike<{ data?: BulkAnswer; error?: unknown }>
}

/** What a list needs to select rows and act on them. */
export interface BulkSpec<T> {
  actions: BulkAction[]
  /** Names a row in the check box's label and in a report of refused rows. */
  rowName: (row: T) => string
}
