import { AuthBasic } from './components/AuthBasic'
import { RegisterForm } from './forms/RegisterForm'

/** Demo variant: the shared form in the basic frame. */
export default function RegisterBasic() {
  return (
    <AuthBasic scene="register">
      <RegisterForm variant="basic" />
    </AuthBasic>
  )
}
