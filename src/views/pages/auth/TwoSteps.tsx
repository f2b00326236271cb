import { authPage } from './components/authPage'
import { twoStepsScene } from './scenes/twoSteps'
import { TwoStepsForm } from './forms/TwoStepsForm'

export default authPage(twoStepsScene, TwoStepsForm)
