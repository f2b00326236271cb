import { SampleTable } from '../SampleTable'

export default function BorderedTable() {
  return <SampleTable bordered />
}
