import { SampleTable } from '../SampleTable'

export default function SmallTable() {
  return <SampleTable size="sm" />
}
