import { authPage } from './components/authPage'
import { ResetPasswordForm } from './forms/ResetPasswordForm'

export default authPage('resetPassword', ResetPasswordForm)
