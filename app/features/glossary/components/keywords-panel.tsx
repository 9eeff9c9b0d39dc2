import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useDeferredValue, useMemo } from 'react'
import { TextField } from '#app/components/ui/text-field.tsx'
import { filterGlossaryKeywords, type GlossaryKeyword } from '#app/domain/glossary.ts'
import { type AccentTable, compileSearchQuery } from '#app/domain/search.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'

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
    <Box sx={{ maxWidth: 960 }}>
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
        sx={{ maxWidth: 480, mb: 3 }}
        autoComplete="off"
        type="search"
      />
      <Box component="dl" sx={{ m: 0 }}>
        {shown.map((keyword) => (
          <Box key={keyword.name} sx={{ mb: 2.5 }}>
            <Typography component="dt" variant="h6" sx={{ fontWeight: 700 }}>
              {`【${keyword.name}】`}
            </Typography>
            {keyword.texts.map((text, index) => (
              <Box component="dd" key={text} sx={{ m: 0, mt: 0.5 }}>
                {index > 0 && (
                  <Typography variant="overline" component="span" color="text.secondary">
                    {t('glossary.keywords.otherWording')}
                  </Typography>
                )}
                {text.split(/<br\s*\/?>/i).map((paragraph, part) =>
                  paragraph.trim() === '' ? null : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text never move
                    <Typography key={part} variant="body2" sx={{ mb: 0.5 }}>
                      {paragraph}
                    </Typography>
                  ),
                )}
              </Box>
            ))}
            {keyword.texts.length === 0 && (
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {t('glossary.keywords.noText')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {shown.length === 0 && <Typography>{t('glossary.keywords.none')}</Typography>}
    </Box>
  )
}
