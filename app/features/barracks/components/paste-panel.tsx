import { memo, useMemo, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import {
  isUnsure,
  MAX_PASTED_LINES,
  type PastedLine,
  proposedHero,
  readPastedText,
  summarizePaste,
} from '#app/domain/barracks-paste.ts'
import type { LineProblem } from '#app/domain/barracks-text.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { type BarracksHeroes, heroName, loadSkillNames } from '../barracks-heroes.ts'
import { useWindowRows } from '../use-window-rows.ts'
import styles from './paste-panel.module.css'

type Review = {
  readonly lines: readonly PastedLine[]
  readonly choices: readonly (HeroId | null)[]
}

/** The option that leaves a line out (hero ids never take this form). */
const LEAVE_OUT = 'leave-out'

function describeProblem(t: Translate, problem: LineProblem): string {
  switch (problem.code) {
    case 'merges-over-ten':
      return t('barracks.paste.mergesOverTen', { merges: problem.merges })
    case 'count-out-of-range':
      return t('barracks.paste.countOutOfRange', {
        count: problem.count,
        kept: problem.count < 1 ? 1 : 999,
      })
    case 'two-rarities':
      return t('barracks.paste.twoRarities')
  }
}

/** What a read line says of itself: its tokens as read, and anything to look at. */
function LineNotes({ line, t }: { line: PastedLine; t: Translate }) {
  const notes: string[] = []
  if (line.match.status === 'unknown')
    notes.push(
      t(
        line.match.reason === 'empty'
          ? 'barracks.paste.unknownEmpty'
          : 'barracks.paste.unknownNoHero',
      ),
    )
  else if (line.match.status === 'ambiguous') notes.push(t('barracks.paste.ambiguous'))
  else if (isUnsure(line)) notes.push(t('barracks.paste.unsure'))
  for (const problem of line.parsed.problems) notes.push(describeProblem(t, problem))
  if (line.unknownSkillNames.length > 0)
    notes.push(t('barracks.paste.unknownSkills', { names: line.unknownSkillNames.join(', ') }))
  if (notes.length === 0) return null
  return <p className={styles.notes}>{notes.join(' ')}</p>
}

/**
 * The paste box: a list as players write it is read line by line and shown for review; each
 * line's hero can be changed or left out, and nothing is added before the player confirms.
 */
export function PastePanel({
  heroes,
  onAdd,
}: {
  heroes: BarracksHeroes
  /** Adds the reviewed lines; returns the copies and manuals added. */
  onAdd: (
    lines: readonly PastedLine[],
    choices: readonly (HeroId | null)[],
  ) => { copies: number; manuals: number }
}) {
  const t = useTranslate()
  const [text, setText] = useState('')
  const [review, setReview] = useState<Review | null>(null)
  const [added, setAdded] = useState<string | null>(null)
  const read = async () => {
    // Learned skills follow a bar: only then are the skills' names needed.
    const skills = text.includes('|') ? await loadSkillNames().catch(() => null) : null
    const lines = readPastedText(text, {
      matcher: heroes.matcher,
      accents: heroes.accents,
      skillIdOf: skills?.idOf,
    })
    setReview({ lines, choices: lines.map(proposedHero) })
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
  const chosenCount = review?.choices.filter((choice) => choice !== null).length ?? 0
  const confirm = () => {
    if (!review) return
    const result = onAdd(review.lines, review.choices)
    setAdded(t('barracks.paste.added', result))
    setReview(null)
    setText('')
  }
  const summary = review && summarizePaste(review.lines)
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
        helperText={
          lineCount > MAX_PASTED_LINES
            ? t('barracks.paste.tooMany', { count: MAX_PASTED_LINES })
            : undefined
        }
      />
      <div className={styles.actions}>
        <Button variant="contained" onClick={() => void read()} disabled={text.trim() === ''}>
          {t('barracks.paste.read')}
        </Button>
      </div>
      <div role="status" className={styles.status}>
        {summary ? t('barracks.paste.summary', summary) : added}
      </div>
      {review && review.lines.length > 0 ? (
        <>
          <ReviewList review={review} heroes={heroes} onChoose={choose} t={t} />
          <div className={styles.actions}>
            <Button variant="contained" onClick={confirm} disabled={chosenCount === 0}>
              {t('barracks.paste.add', { count: chosenCount })}
            </Button>
            <Button onClick={() => setReview(null)}>{t('barracks.paste.cancel')}</Button>
          </div>
        </>
      ) : null}
    </div>
  )
}

/** A row's height before it is measured: the line's text and its choice. */
const ESTIMATED_LINE_HEIGHT = 72

/** How much a line needs the player: the lines to choose or not found come first. */
function lineState(line: PastedLine): 'unknown' | 'check' | 'sure' {
  if (line.match.status === 'unknown') return 'unknown'
  return line.match.status === 'ambiguous' || isUnsure(line) ? 'check' : 'sure'
}

/**
 * The lines read, those needing a look first (in a paste of 500 lines the three to choose are
 * not hidden among the rest), only those near the view drawn so a long paste stays quick.
 */
function ReviewList({
  review,
  heroes,
  onChoose,
  t,
}: {
  review: Review
  heroes: BarracksHeroes
  onChoose: (index: number, heroId: HeroId | null) => void
  t: Translate
}) {
  const listRef = useRef<HTMLOListElement>(null)
  const order = useMemo(() => {
    const indexes = review.lines.map((_, index) => index)
    const needsLook = (index: number) => lineState(review.lines[index] as PastedLine) !== 'sure'
    return [...indexes.filter(needsLook), ...indexes.filter((index) => !needsLook(index))]
  }, [review.lines])
  const { virtualizer, listTop } = useWindowRows<HTMLLIElement>({
    count: review.lines.length,
    estimateRowHeight: ESTIMATED_LINE_HEIGHT,
    rowHeights: 'measured',
    keyOf: String,
    listRef,
  })
  return (
    <ol
      ref={listRef}
      className={styles.review}
      aria-label={t('barracks.paste.reviewLabel')}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const index = order[item.index]
        const line = index === undefined ? undefined : review.lines[index]
        if (index === undefined || !line) return null
        return (
          <ReviewLine
            key={item.key}
            measureRef={virtualizer.measureElement}
            offset={item.start - listTop}
            position={item.index}
            index={index}
            count={review.lines.length}
            line={line}
            choice={review.choices[index] ?? null}
            heroes={heroes}
            onChoose={onChoose}
            t={t}
          />
        )
      })}
    </ol>
  )
}

const ReviewLine = memo(function ReviewLine({
  measureRef,
  offset,
  position,
  index,
  count,
  line,
  choice,
  heroes,
  onChoose,
  t,
}: {
  measureRef: (element: HTMLLIElement | null) => void
  offset: number
  /** Where the line is drawn in the review; `index` is where it was in the paste. */
  position: number
  index: number
  count: number
  line: PastedLine
  choice: HeroId | null
  heroes: BarracksHeroes
  onChoose: (index: number, heroId: HeroId | null) => void
  t: Translate
}) {
  const number = index + 1
  const candidates =
    line.match.status === 'matched'
      ? [line.match.heroId]
      : line.match.status === 'ambiguous'
        ? line.match.candidates
        : []
  const state = lineState(line)
  return (
    <li
      ref={measureRef}
      data-index={position}
      aria-setsize={count}
      aria-posinset={position + 1}
      className={styles.line}
      data-state={state}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <span className={styles.lineText}>
        <span className={styles.lineNumber}>{t('barracks.paste.line', { number })}</span>{' '}
        {line.parsed.isManual ? (
          <span className={styles.manual}>{t('barracks.paste.manual')} </span>
        ) : null}
        <q>{line.parsed.text}</q>
      </span>
      {candidates.length > 0 ? (
        <SelectField
          label={t('barracks.paste.choice', { number })}
          value={choice ?? LEAVE_OUT}
          onChange={(value) => onChoose(index, value === LEAVE_OUT ? null : (value as HeroId))}
          options={[
            ...candidates.map((heroId) => ({
              value: heroId,
              label: heroName(heroes, heroId) ?? heroId,
            })),
            { value: LEAVE_OUT, label: t('barracks.paste.leaveOut') },
          ]}
          className={styles.choice}
        />
      ) : null}
      <LineNotes line={line} t={t} />
    </li>
  )
})
