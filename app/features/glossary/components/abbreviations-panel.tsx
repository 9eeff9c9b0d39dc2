import type {
  AbbreviationPrefix,
  AbbreviationSuffix,
  PrefixMeaning,
  SuffixMeaning,
} from '#app/domain/glossary.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import styles from './abbreviations-panel.module.css'

export type GlossaryNamesData = {
  readonly prefixes: readonly AbbreviationPrefix[]
  readonly suffixes: readonly AbbreviationSuffix[]
}

function describePrefixMeaning(t: Translate, meaning: PrefixMeaning): string {
  return meaning.kind === 'theme'
    ? t(`glossary.themes.${meaning.theme}`)
    : t(`glossary.traits.${meaning.trait}`)
}

function describeSuffixMeaning(t: Translate, meaning: SuffixMeaning): string {
  return meaning.kind === 'game'
    ? t('glossary.suffixes.game', { number: meaning.gameNumber })
    : t(`glossary.suffixes.${meaning.kind}`)
}

/** Prefixes grouped by the kind of their first meaning; `null`: no known meaning. */
const PREFIX_GROUPS = [
  { kind: 'theme', title: 'glossary.names.themePrefixes' },
  { kind: 'trait', title: 'glossary.names.traitPrefixes' },
  { kind: null, title: 'glossary.names.otherPrefixes' },
] as const

/** Prefixes by theme, by trait, the unexplained ones, then suffixes; all read from the data. */
export function AbbreviationsPanel({ names }: { names: GlossaryNamesData }) {
  const t = useTranslate()
  const byKind = (kind: PrefixMeaning['kind'] | null) =>
    names.prefixes.filter((prefix) => (prefix.meanings[0]?.kind ?? null) === kind)
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('glossary.names.intro')}</p>
      {PREFIX_GROUPS.map((group) => (
        <EntrySection
          key={group.kind ?? 'other'}
          id={`prefixes-${group.kind ?? 'other'}`}
          title={t(group.title)}
          entries={byKind(group.kind).map((prefix) => ({
            code: `${prefix.prefix}!`,
            meaning:
              prefix.meanings.length > 0
                ? prefix.meanings.map((meaning) => describePrefixMeaning(t, meaning)).join(' · ')
                : t('glossary.names.unexplained'),
            details: t('glossary.names.prefixDetails', {
              count: prefix.heroCount,
              month: prefix.firstReleaseMonth,
              examples: prefix.examples.join(', '),
            }),
          }))}
        />
      ))}
      <EntrySection
        id="suffixes"
        title={t('glossary.names.suffixes')}
        entries={names.suffixes.map((suffix) => ({
          code: `(${suffix.suffix})`,
          meaning: describeSuffixMeaning(t, suffix.meaning),
          details: t('glossary.names.suffixDetails', {
            count: suffix.heroCount,
            examples: suffix.examples.join(', '),
          }),
        }))}
      />
    </div>
  )
}

type Entry = { readonly code: string; readonly meaning: string; readonly details: string }

function EntrySection({
  id,
  title,
  entries,
}: {
  id: string
  title: string
  entries: readonly Entry[]
}) {
  if (entries.length === 0) return null
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <dl className={styles.entries}>
        {entries.map((entry) => (
          <div key={entry.code} className={styles.entry}>
            <dt className={styles.code}>{entry.code}</dt>
            <dd className={styles.description}>
              <span className={styles.meaning}>{entry.meaning}</span>
              <span className={styles.details}>{entry.details}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
