import {
  KeyRound,
  LockKeyhole,
  MailCheck,
  ShieldCheck,
  Smartphone,
  Sparkles,
  UserPlus,
  type LucideIcon
} from 'lucide-react'
import { useTranslation } from 'react-i18next'

export type AuthScene = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'verifyEmail' | 'twoSteps'

const sceneIcons: Record<AuthScene, LucideIcon> = {
  login: LockKeyhole,
  register: UserPlus,
  forgotPassword: KeyRound,
  resetPassword: ShieldCheck,
  verifyEmail: MailCheck,
  twoSteps: Smartphone
}

/** Drawn inline (no image files), coloured from theme variables so it follows the skin. */
export function AuthIllustration({ scene }: { scene: AuthScene }) {
  const { t } = useTranslation('auth')
  const Icon = sceneIcons[scene]
  return (
    <figure className="auth-illustration" aria-hidden="true">
      <svg
        className="auth-illustration-art"
        viewBox="0 0 600 440"
        preserveAspectRatio="xMidYMid slice"
        focusable="false"
      >
        <defs>
          <linearGradient id="nl-aurora-a" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#1fab74" stopOpacity="0" />
            <stop offset="0.45" stopColor="#1fab74" stopOpacity="0.55" />
            <stop offset="1" stopColor="#4c5fd5" stopOpacity="0" />
          </linearGradient>
          <linearGradient id="nl-aurora-b" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#4c5fd5" stopOpacity="0" />
            <stop offset="0.55" stopColor="#7f8cf0" stopOpacity="0.6" />
            <stop offset="1" stopColor="#1597c1" stopOpacity="0" />
          </linearGradient>
        </defs>
        <g className="auth-stars">
          {[
            [60, 50],
            [140, 90],
            [230, 40],
            [330, 70],
            [420, 30],
            [510, 80],
            [560, 40],
            [90, 150],
            [470, 140]
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={cx % 3 === 0 ? 2 : 1.4} />
          ))}
        </g>
        <path
          d="M-20 170 C 90 90, 200 210, 320 130 S 520 90, 620 150"
          fill="none"
          stroke="url(#nl-aurora-a)"
          strokeWidth="46"
          strokeLinecap="round"
        />
        <path
          d="M-20 120 C 120 60, 230 170, 360 100 S 540 60, 620 110"
          fill="none"
          stroke="url(#nl-aurora-b)"
          strokeWidth="26"
          strokeLinecap="round"
        />
        <path
          className="auth-mountain-far"
          d="M0 330 L90 250 L150 300 L240 210 L330 300 L400 240 L480 310 L540 260 L600 300 V440 H0 Z"
        />
        <path
          className="auth-mountain-near"
          d="M0 370 L70 330 L160 380 L260 320 L360 385 L450 340 L600 390 V440 H0 Z"
        />
        <path className="auth-water" d="M0 400 H600 V440 H0 Z" />
      </svg>
      <div className="auth-illustration-card">
        <span className="auth-illustration-icon">
          <Icon size={40} strokeWidth={1.6} />
        </span>
        <span className="auth-illustration-line" />
        <span className="auth-illustration-line short" />
      </div>
      <span className="auth-chip auth-chip-start">
        <ShieldCheck size={16} /> {t('illustration.secure')}
      </span>
      <span className="auth-chip auth-chip-end">
        <Sparkles size={16} /> {t('illustration.calm')}
      </span>
      <figcaption className="auth-illustration-caption">{t(`illustration.${scene}`)}</figcaption>
    </figure>
  )
}
