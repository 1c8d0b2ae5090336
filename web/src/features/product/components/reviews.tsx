// Customer reviews with Write a Review; a visitor who is not signed in is sent to sign in first.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { Stars } from '@/components/ui/stars'
import { loginThenBackHere } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { codeText } from '@/lib/error-messages'
import { errorTextsReady } from '@/lib/i18n'
import type { ProductDetail } from '@/lib/api-types'
import { useUser } from '@/lib/auth'
import { formatDate } from '@/lib/date-format'
import { showToast } from '@/stores/toasts'
import { useCreateReview } from '../api/create-review'

export const DEFAULT_RATING = 5

export function Reviews({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('product')
  const { data: user } = useUser()
  const [, navigate] = useLocation()
  const [writing, setWriting] = useState(false)
  // One review per customer (the server refuses a second): theirs is said instead of the button.
  const reviewed = !!user && product.reviews_data.some((r) => r.userId === user.id)

  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <div className="section-head">
        <h2 id="reviews-title">{t('reviews.title')}</h2>
        <Stars rating={product.rating} count={product.reviews} />
        {reviewed ? (
          <p className="small muted">{t('reviews.yours')}</p>
        ) : (
          !writing && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => (user ? setWriting(true) : navigate(loginThenBackHere()))}
            >
              {t('reviews.write')}
            </button>
          )
        )}
      </div>
      {writing && <ReviewForm productId={product.id} onDone={() => setWriting(false)} />}
      {product.reviews_data.length === 0 ? (
        <p className="empty">{t('reviews.none')}</p>
      ) : (
        <ul className="review-list">
          {product.reviews_data.map((r) => (
            <li key={r.id} className="review">
              <div className="review-head">
                <strong>{r.userName || t('reviews.anonymous')}</strong>
                {r.verified && (
                  <span className="review-verified small">
                    <span aria-hidden="true">✓ </span>
                    {t('reviews.verified')}
                  </span>
                )}
                <Stars rating={r.rating} />
                <time dateTime={r.createdAt}>{formatDate(r.createdAt, i18n.language)}</time>
              </div>
              {/* A comment runs in its own writer's direction, whatever the page's. */}
              <p dir="auto">{r.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ReviewForm({ productId, onDone }: { productId: number; onDone: () => void }) {
  const { t } = useTranslation('product')
  const [rating, setRating] = useState(DEFAULT_RATING)
  const [comment, setComment] = useState('')
  // An empty review is said here in the page's language (the form has noValidate: the browser's
  // own bubble speaks the browser's).
  const [problem, setProblem] = useState<string | null>(null)
  const review = useCreateReview(productId)

  return (
    <form
      className="card review-form"
      aria-label={t('reviews.formLabel')}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault()
        const empty = comment.trim() === ''
        if (empty) await errorTextsReady()
        setProblem(empty ? codeText('COMMENT_REQUIRED') : null)
        if (empty) return
        review.mutate(
          { rating, comment: comment.trim() },
          {
            onSuccess: () => {
              showToast(t('reviews.success'), 'success')
              setRating(DEFAULT_RATING)
              setComment('')
              onDone()
            },
            // The server refused (already reviewed, or failed), or it could not be reached.
            onError: (error) =>
              showToast(
                !(error instanceof ApiError) || error.status === 0
                  ? t('reviews.error')
                  : error.status === 409
                    ? t('reviews.already')
                    : t('reviews.failed'),
                'error',
              ),
          },
        )
      }}
    >
      <fieldset className="rating-input">
        <legend>{t('reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= rating ? 'star on' : 'star'}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.stars', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{t('reviews.comment')}</span>
        <textarea
          required
          rows={4}
          maxLength={2000}
          aria-invalid={problem ? true : undefined}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        {problem && (
          <small className="error-text" role="alert">
            {problem}
          </small>
        )}
      </label>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={review.isPending}>
          {review.isPending ? t('reviews.submitting') : t('reviews.submit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t('reviews.cancel')}
        </button>
      </div>
    </form>
  )
}
