import { http } from '@/utility/http'
import { activityListAnswer, endpoints as activity } from '@/utility/activity.contract'
import type { Proposal } from '../contract'

const urlOf = ({ path, input }: Proposal) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.path?.[name] ?? ''))

/** Makes the approved call as the user (the server checks it like any other) and finds its activity entry to undo. */
export async function applyProposal(proposal: Proposal): Promise<number | null> {
  await http.request({
    method: proposal.method,
    url: urlOf(proposal),
    params: proposal.input.query,
    data: proposal.input.body
  })
  try {
    const { data } = await http.get<unknown>(activity.list, { params: { perPage: 1 } })
    return activityListAnswer.parse(data).entries[0]?.id ?? null
  } catch {
    return null
  }
}

/** Takes an approved change back through the activity log's undo. */
export async function undoProposal(entry: number): Promise<void> {
  await http.post(activity.undo(entry))
}
