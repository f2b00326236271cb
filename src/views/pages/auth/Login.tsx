import { authPage } from './components/authPage'
import { LoginForm } from './forms/LoginForm'

export default authPage('login', LoginForm)
