import { SampleTable } from '../SampleTable'

export default function DarkTable() {
  return <SampleTable dark />
}
