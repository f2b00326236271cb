import { Sparkles } from 'lucide-react'

/** The assistant's button in the navbar placeholder, drawn with the page until NavbarAssistant arrives. */
export default function AssistantPlaceholder() {
  return (
    <span className="nav-icon-btn d-none d-md-inline-flex">
      <Sparkles size={20} />
    </span>
  )
}
