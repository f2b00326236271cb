import { AuthBasic } from './components/AuthBasic'
import { RegisterForm } from './forms/RegisterForm'

export default function RegisterBasic() {
  return (
    <AuthBasic scene="register">
      <RegisterForm variant="basic" />
    </AuthBasic>
  )
}
