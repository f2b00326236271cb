import { notify } from '../components/toast'
import { refusalOf, refusalText } from '@/utility/apiErrors'

/** What a mutation resolves to; RTK Query's trigger result fits. */
interface Outcome {
  data?: unknown
  error?: unknown
}
type DataOf<R extends Outcome> = Exclude<R['data'], undefined>

export interface MutationToasts<D> {
  /** The success toast, if any. */
  done?: string | ((data: D) => string)
  /** The failure toast, given the refusal in translated words (default: that message alone); `false`
   *  where a form shows the refusal itself. */
  failed?: ((message: string) => string) | false
}

/** The one way to call a mutation and toast its outcome. Resolves to the call's own result. */
export async function mutate<R extends Outcome>(
  call: PromiseLike<R>,
  { done, failed }: MutationToasts<DataOf<R>> = {}
): Promise<R> {
  const result = await call
  if (result.error) {
    const message = refusalText(refusalOf(result.error))
    if (failed !== false) notify.error(failed ? failed(message) : message)
  } else if (done) {
    notify.success(typeof done === 'string' ? done : done(result.data as DataOf<R>))
  }
  return result
}
