import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { CheckField } from '#app/components/ui/check-field.tsx'
import type { SkillViewDescription } from '#app/features/skills/skill-view.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'

const SHOW_KEYWORDS_KEY = 'hero-peeler:skills:show-keywords'

/** The keyword toggle, remembered in the browser (a display preference, not a view's state). */
function useShowKeywords(): [boolean, (value: boolean) => void] {
  const [isShown, setShown] = useState(false)
  useEffect(() => {
    setShown(window.localStorage.getItem(SHOW_KEYWORDS_KEY) === 'true')
  }, [])
  const update = (value: boolean) => {
    setShown(value)
    window.localStorage.setItem(SHOW_KEYWORDS_KEY, String(value))
  }
  return [isShown, update]
}

/**
 * A description as plain text (never HTML): line breaks kept, the refine's added effect
 * marked, 【keywords】 explained on demand; "no description yet" when the data has none.
 */
export function SkillDescription({ description }: { description: SkillViewDescription | null }) {
  const t = useTranslate()
  const [isKeywordsShown, setKeywordsShown] = useShowKeywords()
  if (description === null) {
    return (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('skills.noDescription')}
      </Typography>
    )
  }
  return (
    <Box>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{description.base}</Typography>
      {description.upgrade ? (
        <Box
          sx={{
            mt: 1.5,
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'success.main',
            whiteSpace: 'pre-line',
          }}
        >
          <Typography component="span" sx={{ fontWeight: 700, color: 'success.main', mr: 0.5 }}>
            {t('skills.refineEffect')}
          </Typography>
          <Typography component="span">{description.upgrade}</Typography>
        </Box>
      ) : null}
      {description.keywords.length > 0 ? (
        <>
          <Box sx={{ mt: 1 }}>
            <CheckField
              look="switch"
              size="small"
              checked={isKeywordsShown}
              onChange={setKeywordsShown}
              label={t('skills.showKeywords')}
            />
          </Box>
          {isKeywordsShown ? (
            <Box component="dl" sx={{ m: 0 }}>
              {description.keywords.map((keyword) => (
                <Box key={keyword.name} sx={{ mb: 1 }}>
                  <Typography component="dt" sx={{ fontWeight: 700 }}>
                    【{keyword.name}】
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }} variant="body2">
                    {keyword.text}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : null}
        </>
      ) : null}
    </Box>
  )
}
