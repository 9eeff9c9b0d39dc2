import { memo, useMemo, useRef } from 'react'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { isUnsure, type PastedLine } from '#app/domain/barracks-paste.ts'
import type { LineProblem } from '#app/domain/barracks-text.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { measureSpacers, useWindowListVirtualizer } from '#app/hooks/use-list-virtualizer.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { type BarracksHeroes, heroName } from '../barracks-heroes.ts'
import styles from './paste-review.module.css'

/** The lines read from a paste, and the hero chosen for each (null: left out). */
export type Review = {
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
export function ReviewList({
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
  const virtualizer = useWindowListVirtualizer<HTMLLIElement>({
    count: review.lines.length,
    estimateRowHeight: ESTIMATED_LINE_HEIGHT,
    keyOf: String,
    listRef,
  })
  const { items, before, after } = measureSpacers(virtualizer)
  return (
    <ol
      ref={listRef}
      className={styles.review}
      aria-label={t('barracks.paste.reviewLabel')}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {items.map((item) => {
        const index = order[item.index]
        const line = index === undefined ? undefined : review.lines[index]
        if (index === undefined || !line) return null
        return (
          <ReviewLine
            key={item.key}
            measureRef={virtualizer.measureElement}
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
