import { authPage } from './components/authPage'
import { registerScene } from './scenes/register'
import { RegisterForm } from './forms/RegisterForm'

export default authPage(registerScene, RegisterForm)
