import { authPage } from './components/authPage'
import { RegisterForm } from './forms/RegisterForm'

export default authPage('register', RegisterForm)
