import { Star } from 'lucide-react'
import { Divider } from '../Divider'

/** A plain line, a line with a word, and one with an icon. */
export default function DividerText() {
  return (
    <div>
      <p className="mb-0">Sign in with your e-mail and password.</p>
      <Divider>or</Divider>
      <p className="mb-0">Use a single sign-on provider.</p>
      <Divider />
      <Divider>
        <Star size={16} aria-hidden="true" /> Featured
      </Divider>
    </div>
  )
}
