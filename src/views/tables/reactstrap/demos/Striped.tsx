import { SampleTable } from '../SampleTable'

export default function StripedTable() {
  return <SampleTable striped />
}
