import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { MAX_PASTED_LINES } from '#app/domain/barracks-model.ts'
import type { PastedLine, PasteSummary } from '#app/domain/barracks-paste.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { BarracksHeroes } from '../barracks-heroes.ts'
import styles from './paste-panel.module.css'
import type { Review } from './paste-review.tsx'

// The reading rules load when a list is first read (the skills' names when it names some), the
// review (with its list's virtualizer) when it is shown: none is needed by a player who never
// pastes.
const loadPasteRules = () => import('#app/domain/barracks-paste.ts')
const loadSkillNames = () => import('../skill-names.ts').then((module) => module.loadSkillNames())
const ReviewList = lazy(() =>
  import('./paste-review.tsx').then((module) => ({ default: module.ReviewList })),
)

/**
 * The paste box: a list as players write it is read line by line and shown for review; each
 * line's hero can be changed or left out, and nothing is added before the player confirms.
 */
export function PastePanel({
  heroes,
  onNeedHeroes,
  isLoadingHeroes,
  onAdd,
}: {
  /** Null until asked for: the box's focus asks (a paste takes longer than their arrival). */
  heroes: BarracksHeroes | null
  onNeedHeroes: (() => void) | undefined
  isLoadingHeroes: boolean
  /** Adds the reviewed lines; returns the copies and manuals added. */
  onAdd: (
    lines: readonly PastedLine[],
    choices: readonly (HeroId | null)[],
  ) => Promise<{ copies: number; manuals: number }>
}) {
  const t = useTranslate()
  const [text, setText] = useState('')
  const [review, setReview] = useState<Review | null>(null)
  const [summary, setSummary] = useState<PasteSummary | null>(null)
  const [added, setAdded] = useState<string | null>(null)
  // Read pressed before the heroes' names arrived (the box's focus asked for them): the list is
  // read when they come, so a quick player's Tab and Enter are not lost on a slow network.
  const [isReadWaiting, setIsReadWaiting] = useState(false)
  const read = async (loaded: BarracksHeroes) => {
    // Learned skills follow a bar: only then are the skills' names needed.
    const [rules, skills] = await Promise.all([
      loadPasteRules(),
      text.includes('|') ? loadSkillNames().catch(() => null) : null,
    ])
    const lines = rules.readPastedText(text, {
      matcher: loaded.matcher,
      accents: loaded.accents,
      skillIdOf: skills?.idOf,
    })
    setReview({ lines, choices: lines.map(rules.proposedHero) })
    setSummary(rules.summarizePaste(lines))
    setAdded(null)
  }
  const choose = (index: number, heroId: HeroId | null) =>
    setReview(
      (current) =>
        current && {
          ...current,
          choices: current.choices.map((choice, at) => (at === index ? heroId : choice)),
        },
    )
  const readOrWait = () => {
    if (heroes !== null) return void read(heroes)
    // Asked for again: the box's focus asks, unless it came before the page was live.
    onNeedHeroes?.()
    setIsReadWaiting(true)
  }
  const readWhenLoaded = useEffectEvent((loaded: BarracksHeroes) => void read(loaded))
  useEffect(() => {
    if (!isReadWaiting || heroes === null) return
    setIsReadWaiting(false)
    readWhenLoaded(heroes)
  }, [isReadWaiting, heroes])
  const chosenCount = review?.choices.filter((choice) => choice !== null).length ?? 0
  const closeReview = () => {
    setReview(null)
    setSummary(null)
  }
  const confirm = async () => {
    if (!review) return
    const result = await onAdd(review.lines, review.choices)
    setAdded(t('barracks.paste.added', result))
    closeReview()
    setText('')
  }
  const lineCount = text.split('\n').length
  return (
    <div className={styles.panel}>
      <p className={styles.hint}>{t('barracks.paste.hint')}</p>
      <TextField
        label={t('barracks.paste.label')}
        multiline
        minRows={5}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={onNeedHeroes}
        helperText={
          lineCount > MAX_PASTED_LINES
            ? t('barracks.paste.tooMany', { count: MAX_PASTED_LINES })
            : isLoadingHeroes
              ? t('barracks.paste.loadingHeroes')
              : undefined
        }
      />
      <div className={styles.actions}>
        <Button variant="contained" onClick={readOrWait} disabled={text.trim() === ''}>
          {t('barracks.paste.read')}
        </Button>
      </div>
      <div role="status" className={styles.status}>
        {summary
          ? t('barracks.paste.summary', summary)
          : isReadWaiting
            ? t('barracks.paste.readWhenLoaded')
            : added}
      </div>
      {review && heroes && review.lines.length > 0 ? (
        <>
          {/* Above the lines: their rows are measured as they are drawn, and a button below them
              moved under the player's finger (or a test's click) as the list grew. */}
          <div className={styles.actions}>
            <Button variant="contained" onClick={() => void confirm()} disabled={chosenCount === 0}>
              {t('barracks.paste.add', { count: chosenCount })}
            </Button>
            <Button onClick={closeReview}>{t('barracks.paste.cancel')}</Button>
          </div>
          <Suspense fallback={null}>
            <ReviewList review={review} heroes={heroes} onChoose={choose} t={t} />
          </Suspense>
        </>
      ) : null}
    </div>
  )
}
