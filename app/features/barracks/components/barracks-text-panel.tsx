import { useEffect, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import type { Barracks } from '#app/domain/barracks-model.ts'
import { formatBarracksText } from '#app/domain/barracks-paste.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { type BarracksHeroes, heroName } from '../barracks-heroes.ts'
import { loadSkillNames, type SkillNames } from '../skill-names.ts'
import styles from './barracks-text-panel.module.css'

/** The barracks as text, to keep or to paste back (the same barracks comes back). */
export function BarracksTextPanel({
  barracks,
  heroes,
  t,
}: {
  barracks: Barracks
  heroes: BarracksHeroes
  t: Translate
}) {
  const hasLearned = barracks.entries.some((entry) => entry.learnedSkillIds.length > 0)
  const [skills, setSkills] = useState<SkillNames | null>(null)
  useEffect(() => {
    if (hasLearned && skills === null) void loadSkillNames().then(setSkills, () => undefined)
  }, [hasLearned, skills])
  const text = formatBarracksText(barracks, {
    heroNameOf: (heroId) => heroName(heroes, heroId),
    skillNameOf: (skillId) => skills?.nameOf(skillId),
  })
  const [copied, setCopied] = useState<string | null>(null)
  const lineCount = text === '' ? 0 : text.trimEnd().split('\n').length
  return (
    <div className={styles.panel}>
      <TextField
        label={t('barracks.text.label')}
        value={text}
        multiline
        minRows={6}
        readOnly
        fullWidth
      />
      <div className={styles.actions}>
        <Button
          variant="outlined"
          disabled={text === ''}
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => setCopied(t('barracks.text.copied', { count: lineCount })),
              () => setCopied(t('barracks.text.copyFailed')),
            )
          }
        >
          {t('barracks.text.copy')}
        </Button>
        <span role="status">{copied}</span>
      </div>
    </div>
  )
}
