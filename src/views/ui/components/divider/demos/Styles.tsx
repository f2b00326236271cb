import { Divider } from '../Divider'

/** `variant` sets the line style; `color` tints the line and the label. */
export default function DividerStyles() {
  return (
    <div>
      <Divider variant="solid">Solid</Divider>
      <Divider variant="dashed">Dashed</Divider>
      <Divider variant="dotted">Dotted</Divider>
      <Divider color="primary">Primary</Divider>
      <Divider color="success" variant="dashed">
        Success, dashed
      </Divider>
      <Divider color="danger" variant="dotted">
        Danger, dotted
      </Divider>
    </div>
  )
}
