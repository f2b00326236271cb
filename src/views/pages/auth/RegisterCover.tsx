import { AuthCover } from './components/AuthCover'
import { RegisterForm } from './forms/RegisterForm'

/** Demo variant: the shared form in the cover frame. */
export default function RegisterCover() {
  return (
    <AuthCover scene="register">
      <RegisterForm variant="cover" />
    </AuthCover>
  )
}
