import { Link, useSearchParams } from 'react-router'
import type { OptionSkill } from '#app/domain/skill-options.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toHeroSearch, toSkillSearch } from '#app/lib/detail-links.ts'
import styles from './planner-skill.module.css'

/** A name that opens a detail view over the page, keeping the page's own address. */
function DetailLink({ search, children }: { search: string; children: string }) {
  return (
    <Link to={search} state={OPENED_IN_PAGE} preventScrollReset className={styles.link}>
      {children}
    </Link>
  )
}

/** A skill's name, opening its detail view over the page (`?skill=`). */
export function SkillLink({ skill }: { skill: Pick<OptionSkill, 'slug' | 'name'> }) {
  const [params] = useSearchParams()
  return <DetailLink search={toSkillSearch(params, skill)}>{skill.name}</DetailLink>
}

/** A hero's name, opening its detail view over the page (`?unit=`). */
export function HeroLink({ hero }: { hero: { readonly slug: string; readonly fullName: string } }) {
  const [params] = useSearchParams()
  return <DetailLink search={toHeroSearch(params, hero)}>{hero.fullName}</DetailLink>
}

/** Game8's rating and grade of a skill, as "8.5 · S"; nothing when Game8 gives neither. */
export function SkillRating({ skill }: { skill: Pick<OptionSkill, 'rating' | 'grade'> }) {
  const t = useTranslate()
  if (skill.rating === null && skill.grade === null) return null
  const parts = [
    skill.rating === null ? null : `${t('skills.columns.rating')} ${skill.rating}`,
    skill.grade === null ? null : `${t('skills.columns.grade')} ${skill.grade}`,
  ].filter((part) => part !== null)
  return <span className={styles.rating}>{parts.join(' · ')}</span>
}
