import { useDeferredValue, useMemo } from 'react'
import { TextField } from '#app/components/ui/text-field.tsx'
import { filterGlossaryKeywords, type GlossaryKeyword } from '#app/domain/glossary.ts'
import { type AccentTable, compileSearchQuery } from '#app/domain/search.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './keywords-panel.module.css'

type KeywordsPanelProps = {
  readonly keywords: readonly GlossaryKeyword[]
  readonly accents: AccentTable
  readonly query: string
  readonly onQueryChange: (query: string) => void
}

/** Every 【keyword】 of the skill descriptions once, searchable by name and wording. */
export function KeywordsPanel({ keywords, accents, query, onQueryChange }: KeywordsPanelProps) {
  const t = useTranslate()
  const deferredQuery = useDeferredValue(query)
  const compiled = useMemo(
    () => compileSearchQuery(deferredQuery, { mode: 'text', accents }),
    [deferredQuery, accents],
  )
  const shown = useMemo(
    () => filterGlossaryKeywords(keywords, compiled.ok ? compiled.pattern : null),
    [keywords, compiled],
  )
  const isTooShort = !compiled.ok && query.trim() !== ''
  return (
    <div className={styles.panel}>
      <TextField
        label={t('glossary.keywords.search')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        helperText={
          isTooShort
            ? t('search.tooShort')
            : t('glossary.keywords.count', { shown: shown.length, total: keywords.length })
        }
        slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
        fullWidth
        className={styles.search}
        autoComplete="off"
        type="search"
      />
      <dl className={styles.keywords}>
        {shown.map((keyword) => (
          <div key={keyword.name} className={styles.keyword}>
            <dt className={styles.name}>{`【${keyword.name}】`}</dt>
            {keyword.texts.map((text, index) => (
              <dd key={text} className={styles.text}>
                {index > 0 && (
                  <span className={styles.overline}>{t('glossary.keywords.otherWording')}</span>
                )}
                {text.split(/<br\s*\/?>/i).map((paragraph, part) =>
                  paragraph.trim() === '' ? null : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text never move
                    <p key={part} className={styles.paragraph}>
                      {paragraph}
                    </p>
                  ),
                )}
              </dd>
            ))}
            {keyword.texts.length === 0 && (
              <dd className={styles.noText}>{t('glossary.keywords.noText')}</dd>
            )}
          </div>
        ))}
      </dl>
      {shown.length === 0 && <p className={styles.none}>{t('glossary.keywords.none')}</p>}
    </div>
  )
}
