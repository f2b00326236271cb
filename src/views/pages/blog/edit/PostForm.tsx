import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { RichTextField } from '@core/forms/fields/RichTextField'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { TextField } from '@core/forms/fields/TextField'
import { PageForm, PageFormButtons } from '@core/forms/PageForm'
import type { FormSubmit } from '@core/forms/useFormSubmit'
import { limits } from '@/utility/contract'
import { blogCategories, postStatuses, slugify } from '../contract'
import { FeaturedImage } from './FeaturedImage'
import { postFormSchema, type PostFormValues } from './postForm'

interface Props {
  defaultValues: PostFormValues
  currentImage: string
  onSubmit: FormSubmit<PostFormValues>
  cancelTo: string
}

export function PostForm({ defaultValues, currentImage, onSubmit, cancelTo }: Props) {
  const { t } = useTranslation('blog')
  const categoryOptions = blogCategories.map((value) => ({ value, label: t(`categories.${value}`) }))
  const statusOptions = postStatuses.map((value) => ({ value, label: t(`status.${value}`) }))

  return (
    <PageForm
      schema={postFormSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      label={t('edit.label')}
      namespace="blog"
    >
      <Card>
        <CardBody>
          <Row className="gx-3">
            <TitleAndSlug />
            <Col md={6}>
              <ReactSelectField<PostFormValues>
                name="categories"
                label={t('edit.categories')}
                options={categoryOptions}
                isMulti
                placeholder={t('edit.chooseCategories')}
              />
            </Col>
            <Col md={6}>
              <SelectField label={t('edit.status')} options={statusOptions} name="status" />
            </Col>
          </Row>
          <TextareaField label={t('edit.excerpt')} rows={2} maxLength={limits.text} name="excerpt" />
          <RichTextField<PostFormValues> name="content" label={t('edit.content')} minHeight="14rem" />
          <FeaturedImage current={currentImage} />
        </CardBody>
      </Card>
      <div className="mt-4">
        <PageFormButtons submitLabel={t('edit.save')}>
          <Link to={cancelTo} className="btn btn-outline-secondary">
            {t('edit.cancel')}
          </Link>
        </PageFormButtons>
      </div>
    </PageForm>
  )
}

/** The slug follows the title until someone types in it. */
function TitleAndSlug() {
  const { t } = useTranslation('blog')
  const { setValue } = useFormContext<PostFormValues>()
  const [slugTyped, setSlugTyped] = useState(false)
  const followTitle = (event: { target: { value: string } }) => {
    if (!slugTyped) setValue('slug', slugify(event.target.value), { shouldDirty: true })
  }
  return (
    <>
      <Col md={6}>
        <TextField label={t('edit.title')} name="blogTitle" rules={{ onChange: followTitle }} />
      </Col>
      <Col md={6}>
        <TextField
          label={t('edit.slug')}
          name="slug"
          rules={{ onChange: () => setSlugTyped(true) }}
          help={t('edit.slugHelp')}
        />
      </Col>
    </>
  )
}
