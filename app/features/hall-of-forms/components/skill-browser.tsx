import { type Ref, useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import { ArrowUpwardIcon } from '#app/components/ui/icons/arrow-upward.tsx'
import { CheckIcon } from '#app/components/ui/icons/check.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { SkillLink, SkillRating } from '#app/components/ui/planner-skill.tsx'
import { TabList } from '#app/components/ui/tab-list.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { FORMA_SLOTS } from '#app/domain/hall-of-forms.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { OptionSkill } from '#app/domain/skill-options.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { FormaSlot } from '../hall-of-forms-storage.ts'
import styles from './skill-browser.module.css'

/** Skills drawn at a time: the rest come with "show more" (a phone stays light). */
const PAGE_LENGTH = 40

type SkillBrowserProps = {
  /** "Forma hero 2: Abel: The Panther"; null when the active card has no hero yet. */
  readonly heading: string | null
  readonly headingRef: Ref<HTMLHeadingElement>
  readonly slot: FormaSlot
  readonly query: string
  /** The skills the rules and the hero allow in the slot, filtered by the query. */
  readonly options: readonly OptionSkill[] | null
  readonly equippedId: SkillId | null
  readonly onSlotChange: (slot: FormaSlot) => void
  readonly onQueryChange: (query: string) => void
  readonly onEquip: (skill: OptionSkill) => void
  /** Back to the hero's card: on a phone it is a long way up. */
  readonly onBack: () => void
}

/** The skills one hero may get in one slot under the hall's rules, each with an equip button. */
export function SkillBrowser({
  heading,
  headingRef,
  slot,
  query,
  options,
  equippedId,
  onSlotChange,
  onQueryChange,
  onEquip,
  onBack,
}: SkillBrowserProps) {
  const t = useTranslate()
  const headingId = useId()
  const [shown, setShown] = useState({ key: '', length: PAGE_LENGTH })
  // A new slot, hero or filter starts from the top of its list again.
  const listKey = `${heading}|${slot}|${query}`
  const length = shown.key === listKey ? shown.length : PAGE_LENGTH
  return (
    <Panel aria-labelledby={headingId} className={styles.browser}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading === null
          ? t('hallOfForms.browser.headingEmpty')
          : t('hallOfForms.browser.heading', { hero: heading })}
      </h2>
      {heading !== null && (
        <Button
          size="small"
          startIcon={<ArrowUpwardIcon />}
          onClick={onBack}
          className={styles.back}
        >
          {t('hallOfForms.browser.back')}
        </Button>
      )}
      <TabList
        label={t('hallOfForms.browser.slots')}
        value={slot}
        options={FORMA_SLOTS.map((entry) => ({
          value: entry,
          label: t(`skills.slots.${entry}`),
        }))}
        onChange={onSlotChange}
      />
      <TextField
        size="small"
        type="search"
        label={t('hallOfForms.browser.filter')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        className={styles.filter}
      />
      {options === null ? (
        <p className={styles.hint}>
          {heading === null ? t('hallOfForms.browser.pickHero') : t('hallOfForms.loading')}
        </p>
      ) : (
        <>
          <p role="status" className={styles.count}>
            {t('hallOfForms.browser.count', { count: options.length })}
          </p>
          <ul className={styles.options}>
            {options.slice(0, length).map((skill) => (
              <SkillOption
                key={skill.id}
                skill={skill}
                isEquipped={skill.id === equippedId}
                onEquip={() => onEquip(skill)}
              />
            ))}
          </ul>
          {options.length > length && (
            <Button
              variant="outlined"
              className={styles.more}
              onClick={() => setShown({ key: listKey, length: length + PAGE_LENGTH })}
            >
              {t('hallOfForms.browser.more', { count: options.length - length })}
            </Button>
          )}
        </>
      )}
    </Panel>
  )
}

function SkillOption({
  skill,
  isEquipped,
  onEquip,
}: {
  skill: OptionSkill
  isEquipped: boolean
  onEquip: () => void
}) {
  const t = useTranslate()
  return (
    <li className={classNames(styles.option, isEquipped && styles.equipped)}>
      <div className={styles.optionText}>
        <SkillLink skill={skill} />
        <div className={styles.facts}>
          {[
            t('hallOfForms.skill.sp', { sp: skill.sp ?? 0 }),
            skill.version === null
              ? null
              : t('hallOfForms.skill.version', { version: skill.version }),
          ]
            .filter((part) => part !== null)
            .join(' · ')}{' '}
          <SkillRating skill={skill} />
        </div>
      </div>
      <Button
        size="small"
        variant={isEquipped ? 'text' : 'contained'}
        disabled={isEquipped}
        startIcon={isEquipped ? <CheckIcon /> : undefined}
        onClick={onEquip}
        aria-label={
          isEquipped
            ? t('hallOfForms.browser.equippedLabel', { skill: skill.name })
            : t('hallOfForms.browser.equipLabel', { skill: skill.name })
        }
      >
        {isEquipped ? t('hallOfForms.browser.equipped') : t('hallOfForms.browser.equip')}
      </Button>
    </li>
  )
}
