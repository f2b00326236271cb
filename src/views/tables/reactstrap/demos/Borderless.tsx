import { SampleTable } from '../SampleTable'

export default function BorderlessTable() {
  return <SampleTable borderless />
}
