import { SampleTable } from '../SampleTable'

export default function BasicTable() {
  return <SampleTable />
}
