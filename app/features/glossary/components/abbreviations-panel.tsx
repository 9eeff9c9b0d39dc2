import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type {
  AbbreviationPrefix,
  AbbreviationSuffix,
  PrefixMeaning,
  SuffixMeaning,
} from '#app/domain/glossary.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'

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
    <Box sx={{ maxWidth: 960 }}>
      <Typography sx={{ mb: 3 }}>{t('glossary.names.intro')}</Typography>
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
    </Box>
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
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(3.5rem, max-content) 1fr',
          columnGap: 2,
          rowGap: 1.5,
        }}
      >
        {entries.map((entry) => (
          <Box key={entry.code} sx={{ display: 'contents' }}>
            <Box
              component="dt"
              sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1.05rem' }}
            >
              {entry.code}
            </Box>
            <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block' }}>
                {entry.meaning}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {entry.details}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
