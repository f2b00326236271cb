import { AuthBasic } from './components/AuthBasic'
import { VerifyEmailPanel } from './forms/VerifyEmailPanel'

export default function VerifyEmailBasic() {
  return (
    <AuthBasic scene="verifyEmail">
      <VerifyEmailPanel variant="basic" />
    </AuthBasic>
  )
}
