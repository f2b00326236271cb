import { useEffect, useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FileField } from '@core/forms/fields/FileField'
import { maxImageBytes } from '../contract'
import type { PostFormValues } from './postForm'
import { DataImage } from '@core/components/data-image/DataImage'

const accept = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] }

/** The picture the post will show: the one chosen for upload, else the current one. */
export function FeaturedImage({ current }: { current: string }) {
  const { t } = useTranslation('blog')
  const upload = useWatch<PostFormValues, 'upload'>({ name: 'upload' })
  const chosen = useMemo(() => (upload ? URL.createObjectURL(upload) : null), [upload])
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen])
  return (
    <div className="row g-3 align-items-start mb-3">
      <div className="col-sm-5">
        <DataImage
          src={chosen ?? current}
          alt={t('edit.imagePreview')}
          className="rounded border blog-card-image w-100"
          width={640}
          height={360}
        />
      </div>
      <div className="col-sm-7">
        <FileField<PostFormValues>
          name="upload"
          label={t('edit.featuredImage')}
          accept={accept}
          maxSize={maxImageBytes}
          className="mb-0"
        />
      </div>
    </div>
  )
}
