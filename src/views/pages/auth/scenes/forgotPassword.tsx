import type { AuthScene } from './scene'

export const forgotPasswordScene: AuthScene = {
  name: 'forgotPassword',
  art: (
    <>
      <g transform="rotate(-20 300 240)">
        <circle cx="220" cy="240" r="62" className="art-paper" />
        <circle cx="220" cy="240" r="22" className="art-soft-fill" />
        <path d="M282 226 H450 V254 H282 Z" className="art-paper" />
        <path d="M400 254 V286 H424 V254 M360 254 V276 H380 V254" className="art-paper" />
      </g>
      <rect x="360" y="80" width="110" height="84" rx="22" className="art-accent" />
      <path d="M392 180 L400 160 H420 Z" className="art-accent" />
      <path d="M398 106 a17 17 0 1 1 24 16 q-7 4 -7 13" className="art-on-accent" />
      <circle cx="415" cy="148" r="4" className="art-on-accent-fill" />
    </>
  )
}
