import { authPage } from './components/authPage'
import { loginScene } from './scenes/login'
import { LoginForm } from './forms/LoginForm'

export default authPage(loginScene, LoginForm)
