import { authPage } from './components/authPage'
import { forgotPasswordScene } from './scenes/forgotPassword'
import { ForgotPasswordForm } from './forms/ForgotPasswordForm'

export default authPage(forgotPasswordScene, ForgotPasswordForm)
