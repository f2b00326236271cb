import type { AuthScene } from './scene'

export const resetPasswordScene: AuthScene = {
  name: 'resetPassword',
  art: (
    <>
      <path d="M165 170 A150 150 0 0 1 420 110" className="art-line art-thick" />
      <path d="M420 80 L424 116 L390 122" className="art-line art-thick" />
      <path d="M435 290 A150 150 0 0 1 180 350" className="art-line art-thick" />
      <path d="M180 380 L176 344 L210 338" className="art-line art-thick" />
      <path d="M250 220 V180 a50 50 0 0 1 100 0 V220" className="art-line art-lock" />
      <rect x="220" y="210" width="160" height="130" rx="20" className="art-paper" />
      <circle cx="300" cy="262" r="16" className="art-accent" />
      <rect x="292" y="270" width="16" height="36" rx="6" className="art-accent" />
    </>
  )
}
