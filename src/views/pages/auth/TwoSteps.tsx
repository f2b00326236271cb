import { authPage } from './components/authPage'
import { TwoStepsForm } from './forms/TwoStepsForm'

export default authPage('twoSteps', TwoStepsForm)
