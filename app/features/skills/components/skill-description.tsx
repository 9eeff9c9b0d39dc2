import { useEffect, useState } from 'react'
import { CheckField } from '#app/components/ui/check-field.tsx'
import type { SkillViewDescription } from '#app/features/skills/skill-view.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './skill-description.module.css'

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
    return <p className={styles.none}>{t('skills.noDescription')}</p>
  }
  return (
    <div>
      <p className={styles.text}>{description.base}</p>
      {description.upgrade ? (
        <div className={styles.refine}>
          <span className={styles.refineLabel}>{t('skills.refineEffect')}</span>
          <span>{description.upgrade}</span>
        </div>
      ) : null}
      {description.keywords.length > 0 ? (
        <>
          <div className={styles.keywordsSwitch}>
            <CheckField
              look="switch"
              size="small"
              checked={isKeywordsShown}
              onChange={setKeywordsShown}
              label={t('skills.showKeywords')}
            />
          </div>
          {isKeywordsShown ? (
            <dl className={styles.keywords}>
              {description.keywords.map((keyword) => (
                <div key={keyword.name} className={styles.keyword}>
                  <dt className={styles.keywordName}>【{keyword.name}】</dt>
                  <dd className={styles.keywordText}>{keyword.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
