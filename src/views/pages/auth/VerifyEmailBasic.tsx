import { AuthBasic } from './components/AuthBasic'
import { VerifyEmailPanel } from './forms/VerifyEmailPanel'

/** Demo variant: the shared form in the basic frame. */
export default function VerifyEmailBasic() {
  return (
    <AuthBasic scene="verifyEmail">
      <VerifyEmailPanel variant="basic" />
    </AuthBasic>
  )
}
