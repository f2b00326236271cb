import type { AuthScene } from './scene'

export const loginScene: AuthScene = {
  name: 'login',
  art: (
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
}
