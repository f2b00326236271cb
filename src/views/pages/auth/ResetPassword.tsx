import { authPage } from './components/authPage'
import { resetPasswordScene } from './scenes/resetPassword'
import { ResetPasswordForm } from './forms/ResetPasswordForm'

export default authPage(resetPasswordScene, ResetPasswordForm)
