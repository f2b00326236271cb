import { Divider } from '../Divider'

/** `position`: the label at the start, the centre or the end (start follows the reading direction). */
export default function DividerPosition() {
  return (
    <div>
      <Divider position="start">Start</Divider>
      <Divider position="center">Center</Divider>
      <Divider position="end">End</Divider>
    </div>
  )
}
