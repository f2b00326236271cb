import { AuthCover } from './components/AuthCover'
import { VerifyEmailPanel } from './forms/VerifyEmailPanel'

export default function VerifyEmailCover() {
  return (
    <AuthCover scene="verifyEmail">
      <VerifyEmailPanel variant="cover" />
    </AuthCover>
  )
}
