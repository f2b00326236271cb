import { SampleTable } from '../SampleTable'

export default function HoverTable() {
  return <SampleTable hover />
}
