import { authPage } from './components/authPage'
import { ForgotPasswordForm } from './forms/ForgotPasswordForm'

export default authPage('forgotPassword', ForgotPasswordForm)
