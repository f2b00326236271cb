import { Mail, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'

const contacts = [
  { key: 'phone', icon: Phone, value: '+1 (555) 010 4477', href: 'tel:+15550104477' },
  { key: 'email', icon: Mail, value: 'help@nordlight.example', href: 'mailto:help@nordlight.example' }
] as const

export function ContactCards() {
  const { t } = useTranslation('help')
  return (
    <section className="text-center mt-5" aria-labelledby="faq-contact-title">
      <h2 id="faq-contact-title" className="h4">
        {t('faq.contact.title')}
      </h2>
      <p className="text-body-secondary mb-4">{t('faq.contact.subtitle')}</p>
      <Row className="g-4 justify-content-center">
        {contacts.map(({ key, icon: Icon, value, href }) => (
          <Col key={key} sm={6} lg={4}>
            <Card className="h-100 bg-body-tertiary border-0">
              <CardBody className="py-4">
                <span className="help-icon bg-primary-subtle text-primary mb-3">
                  <Icon size={22} aria-hidden="true" />
                </span>
                <p className="h5 mb-1">
                  <a href={href} dir="ltr">
                    {value}
                  </a>
                </p>
                <p className="text-body-secondary mb-0">{t(`faq.contact.${key}`)}</p>
              </CardBody>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  )
}
