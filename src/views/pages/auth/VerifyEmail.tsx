import { authPage } from './components/authPage'
import { VerifyEmailPanel } from './forms/VerifyEmailPanel'

export default authPage('verifyEmail', VerifyEmailPanel)
