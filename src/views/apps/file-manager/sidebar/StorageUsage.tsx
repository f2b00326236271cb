import { useTranslation } from 'react-i18next'
import { useGetStorageQuery } from '../api'
import { typeLook } from '../entryLook'
import { sizeText } from '@/utility/format'

/** The space used, in all and per file type, against the quota. */
export function StorageUsage() {
  const { t, i18n } = useTranslation('fileManager')
  const { data } = useGetStorageQuery()
  if (!data) return null
  const share = (bytes: number) => (data.quota > 0 ? (bytes / data.quota) * 100 : 0)
  const used = { used: sizeText(data.used, i18n.language), quota: sizeText(data.quota, i18n.language) }
  return (
    <section className="px-3 pb-3" aria-labelledby="file-storage-heading">
      <h2 className="file-sidebar-heading px-0" id="file-storage-heading">
        {t('storage.title')}
      </h2>
      <p className="small mb-2">{t('storage.used', used)}</p>
      {/* The line above and the list below say the same in words. */}
      <div className="progress-stacked mb-3" style={{ height: '0.5rem' }} aria-hidden="true">
        {data.byType.map((row) => (
          <div key={row.type} className="progress" style={{ width: `${share(row.size)}%` }}>
            <div className={`progress-bar bg-${typeLook[row.type].color}`} />
          </div>
        ))}
      </div>
      <ul className="list-unstyled small mb-0">
        {data.byType
          .filter((row) => row.count > 0)
          .map((row) => {
            const Icon = typeLook[row.type].icon
            return (
              <li key={row.type} className="d-flex align-items-center gap-2 mb-1">
                <Icon size={16} aria-hidden="true" className={`text-${typeLook[row.type].color}`} />
                <span className="flex-grow-1">
                  {t('storage.row', { type: t(`types.${row.type}`), count: row.count })}
                </span>
                <span className="text-body-secondary">{sizeText(row.size, i18n.language)}</span>
              </li>
            )
          })}
      </ul>
    </section>
  )
}
