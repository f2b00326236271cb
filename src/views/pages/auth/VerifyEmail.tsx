import { authPage } from './components/authPage'
import { verifyEmailScene } from './scenes/verifyEmail'
import { VerifyEmailPanel } from './forms/VerifyEmailPanel'

export default authPage(verifyEmailScene, VerifyEmailPanel)
