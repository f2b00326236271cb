import type { ReactNode } from 'react'

export type AuthScene = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'verifyEmail' | 'twoSteps'

const badge = (x: number, y: number, mark: ReactNode) => (
  <g transform={`translate(${x} ${y})`}>
    <circle r="34" className="art-accent" />
    <g className="art-on-accent">{mark}</g>
  </g>
)

const check = <path d="M-14 0 L-4 10 L15 -10" />
const plus = <path d="M0 -15 V15 M-15 0 H15" />

const login = (
  <>
    <rect x="150" y="90" width="300" height="250" rx="18" className="art-paper" />
    <path d="M150 128 H450" className="art-line" />
    <circle cx="176" cy="109" r="6" className="art-soft-fill" />
    <circle cx="196" cy="109" r="6" className="art-soft-fill" />
    <circle cx="300" cy="180" r="30" className="art-soft-fill" />
    <circle cx="300" cy="172" r="11" className="art-accent" />
    <path d="M279 198 a21 16 0 0 1 42 0" className="art-accent" />
    <rect x="200" y="228" width="200" height="22" rx="8" className="art-field" />
    <rect x="200" y="260" width="200" height="22" rx="8" className="art-field" />
    <rect x="240" y="296" width="120" height="26" rx="13" className="art-accent" />
  </>
)

const register = (
  <>
    <path d="M300 40 V100" className="art-line" />
    <rect x="190" y="100" width="220" height="260" rx="20" className="art-paper" />
    <rect x="272" y="90" width="56" height="20" rx="6" className="art-accent" />
    <circle cx="300" cy="190" r="44" className="art-soft-fill" />
    <circle cx="300" cy="178" r="16" className="art-accent" />
    <path d="M272 214 a28 22 0 0 1 56 0" className="art-accent" />
    <rect x="230" y="260" width="140" height="14" rx="7" className="art-field" />
    <rect x="250" y="288" width="100" height="12" rx="6" className="art-field" />
    {badge(400, 330, plus)}
  </>
)

const forgotPassword = (
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

const resetPassword = (
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

const verifyEmail = (
  <>
    <path d="M150 190 L300 90 L450 190" className="art-soft-fill" />
    <rect x="190" y="110" width="220" height="170" rx="12" className="art-field" />
    <rect x="215" y="140" width="120" height="14" rx="7" className="art-soft-fill" />
    <rect x="215" y="168" width="160" height="10" rx="5" className="art-soft-fill" />
    <path
      d="M150 190 V340 a14 14 0 0 0 14 14 H436 a14 14 0 0 0 14 -14 V190 L300 290 Z"
      className="art-paper"
    />
    <path d="M150 190 L300 290 L450 190" className="art-line" />
    {badge(440, 330, check)}
  </>
)

const twoSteps = (
  <>
    <rect x="225" y="60" width="150" height="300" rx="26" className="art-paper" />
    <rect x="240" y="90" width="120" height="230" rx="10" className="art-field" />
    <rect x="280" y="72" width="40" height="6" rx="3" className="art-soft-fill" />
    <rect x="262" y="130" width="76" height="12" rx="6" className="art-soft-fill" />
    {[0, 1, 2].map((row) =>
      [0, 1].map((col) => (
        <circle key={`${row}-${col}`} cx={280 + col * 40} cy={180 + row * 34} r="9" className="art-accent" />
      ))
    )}
    <path d="M410 250 L460 270 V310 Q460 350 410 372 Q360 350 360 310 V270 Z" className="art-accent" />
    <g className="art-on-accent" transform="translate(410 312)">
      {check}
    </g>
  </>
)

export const authScenes: Record<AuthScene, ReactNode> = {
  login,
  register,
  forgotPassword,
  resetPassword,
  verifyEmail,
  twoSteps
}
