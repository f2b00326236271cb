import { MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { SidebarToggle, useSplitApp } from '@core/components/split-app/SplitApp'

export function ChatWelcome() {
  const { t } = useTranslation('chat')
  const { overlay, openSidebar } = useSplitApp()
  return (
    <>
      {overlay && (
        <div className="chat-header">
          <SidebarToggle label={t('sidebar.show')} />
        </div>
      )}
      <div className="chat-welcome">
        <span className="chat-welcome-icon">
          <MessageSquare size={40} aria-hidden="true" />
        </span>
        <h2 className="h4">{t('welcome.title')}</h2>
        <p className="text-body-secondary mb-3">{t('welcome.text')}</p>
        {overlay && (
          <Button color="primary" onClick={openSidebar}>
            {t('welcome.button')}
          </Button>
        )}
      </div>
    </>
  )
}
