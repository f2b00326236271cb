import { AuthCover } from './components/AuthCover'
import { RegisterForm } from './forms/RegisterForm'

export default function RegisterCover() {
  return (
    <AuthCover scene="register">
      <RegisterForm variant="cover" />
    </AuthCover>
  )
}
