import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { TextField } from '@core/forms/fields/TextField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { mutate } from '@core/forms/mutate'
import { PageForm, SubmitButton } from '@core/forms/PageForm'
import { limits } from '@/utility/contract'
import { useAddCommentMutation } from '../api'
import { commentFormSchema, type CommentFormValues } from './commentForm'

const empty: CommentFormValues = { name: '', email: '', website: '', text: '' }

/** A fresh form after each comment: the saved one would otherwise stay filled in. */
export function CommentForm({ postId }: { postId: number }) {
  const [generation, setGeneration] = useState(0)
  return <CommentFields key={generation} postId={postId} onPosted={() => setGeneration((n) => n + 1)} />
}

function CommentFields({ postId, onPosted }: { postId: number; onPosted: () => void }) {
  const { t } = useTranslation('blog')
  const [addComment] = useAddCommentMutation()
  return (
    <Card tag="section" aria-labelledby="blog-leave-comment">
      <CardBody>
        <h2 className="h5 mb-3" id="blog-leave-comment">
          {t('comments.leave')}
        </h2>
        <PageForm
          schema={commentFormSchema}
          defaultValues={empty}
          label={t('comments.leave')}
          namespace="blog"
          onSubmit={async (comment) => {
            const result = await mutate(addComment({ id: postId, comment }), {
              done: t('comments.posted'),
              failed: false
            })
            if (result.error) return result
            onPosted()
          }}
        >
          <Row className="g-0 gx-3">
            <Col md={6}>
              <TextField label={t('comments.name')} name="name" autoComplete="name" />
            </Col>
            <Col md={6}>
              <TextField label={t('comments.email')} type="email" name="email" autoComplete="email" />
            </Col>
          </Row>
          <TextField
            label={t('comments.website')}
            type="url"
            name="website"
            help={t('comments.websiteHelp')}
          />
          <TextareaField label={t('comments.text')} rows={4} maxLength={limits.text} name="text" />
          <SubmitButton>{t('comments.post')}</SubmitButton>
        </PageForm>
      </CardBody>
    </Card>
  )
}
