import type { ReactNode } from 'react'
import { Card, CardBody } from 'reactstrap'
import { BrandLink } from '@core/components/Logo'
import type { AuthScene } from '../scenes/scene'
import '../auth.scss'

export function AuthBasic({ children }: { scene: AuthScene; children: ReactNode }) {
  return (
    <div className="auth-page auth-basic">
      <div className="auth-basic-inner">
        <span className="auth-shape auth-shape-top" aria-hidden="true" />
        <span className="auth-shape auth-shape-bottom" aria-hidden="true" />
        <Card className="auth-card">
          <CardBody className="p-4 p-sm-5">
            <div className="d-flex justify-content-center mb-4">
              <BrandLink />
            </div>
            {children}
          </CardBody>
        </Card>
      </div>
    </div>
  )
}
