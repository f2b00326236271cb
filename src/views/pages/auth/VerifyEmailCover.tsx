import { AuthCover } from './components/AuthCover'
import { VerifyEmailPanel } from './forms/VerifyEmailPanel'

/** Demo variant: the shared form in the cover frame. */
export default function VerifyEmailCover() {
  return (
    <AuthCover scene="verifyEmail">
      <VerifyEmailPanel variant="cover" />
    </AuthCover>
  )
}
