import { useNavigation } from 'react-router'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { PlanBuildLink } from '#app/components/ui/plan-build-link.tsx'
import { SavesToolbar } from '#app/components/ui/saves-toolbar.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { TeamGrid } from '#app/components/ui/team-grid.tsx'
import { type HeroId, LEGENDARY_ELEMENTS, MYTHIC_ELEMENTS } from '#app/domain/hero.ts'
import { encodeTeamCode, type ScoreBuild } from '#app/domain/score-calculator.ts'
import type { ScoreCalcPageData } from '#app/features/score-calc/score-calc-data.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { HeroSlotCard, type SlotEdit } from './components/hero-slot-card.tsx'
import { ShareCode } from './components/share-code.tsx'
import styles from './score-calc-page.module.css'
import { decodeTeam, MYTHIC_SEASONS, type ScoreCalcSearch } from './score-calc-search.ts'
import { SCORE_CALC_STORAGE, useScoreCalcSaves } from './score-calc-storage.ts'
import { toTeamPlanHref } from './team-plan-link.ts'
import { useScoreCalcSearch } from './use-score-calc-search.ts'

/** A fresh build for a newly picked hero: 5★ 40, no merge, neutral, its own blessing. */
function createBuild(heroId: HeroId): ScoreBuild {
  return {
    heroId,
    rarity: 5,
    level: 40,
    merges: 0,
    asset: null,
    flaw: null,
    blessing: null,
    sp: { weapon: 0, assist: 0, special: 0, passiveA: 0, passiveB: 0, passiveC: 0, sacredSeal: 0 },
    skills: {},
    duelSkillTier: null,
    chosenHeroId: null,
    chosenHeroMerges: 0,
  }
}

/** Arena and Mjölnir's Strike score of a team of four, every input in the URL. */
export function ScoreCalcPage({ page }: { page: ScoreCalcPageData }) {
  const t = useTranslate()
  const { search, update } = useScoreCalcSearch()
  useScoreCalcSaves()
  // The server scores the URL's team: until its answer arrives the figures shown are the last
  // team's, so they are marked busy rather than passed off as the new team's.
  const navigation = useNavigation()
  const isScoring = navigation.state === 'loading' && navigation.location.pathname === '/score-calc'
  const bonusFactor = search.mode === 'mjolnirsStrike' || search.hasBonusHero ? 2 : 1
  const planHref = toTeamPlanHref(search.team)
  const setSlot = (index: number, edit: SlotEdit, options?: { replace?: boolean }) =>
    update(
      (current) => ({
        team: current.team.map((build, position) => {
          if (position !== index) return build
          if (typeof edit !== 'function') return edit
          return build ? { ...build, ...edit(build) } : build
        }),
      }),
      options,
    )
  return (
    <div className={styles.page}>
      <PageHeader routeName="score-calc" />
      <div className={styles.toolbar}>
        <SavesToolbar definition={SCORE_CALC_STORAGE} />
      </div>
      <div className={styles.body}>
        <Panel
          aria-labelledby="team-score-heading"
          aria-busy={isScoring}
          className={classNames(styles.team, isScoring && styles.scoring)}
        >
          <h2 id="team-score-heading" className={styles.teamHeading}>
            {t('scoreCalc.team.heading')}
          </h2>
          <ContextControls search={search} onChange={update} />
          <div className={styles.scores}>
            <div>
              <p className={styles.overline}>{t('scoreCalc.team.score')}</p>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the figure keeps the name it had under MUI; its markup is left for a later change */}
              <p
                className={styles.teamScore}
                aria-label={t('scoreCalc.team.scoreLabel', { score: page.team.score })}
              >
                {page.team.score}
              </p>
            </div>
            {page.team.defenseScore !== null && (
              <p className={styles.text}>
                {t('scoreCalc.team.defense', { score: page.team.defenseScore })}
              </p>
            )}
            {page.team.offenseRange && (
              <p className={styles.text}>
                {t('scoreCalc.team.offense', {
                  min: page.team.offenseRange.min,
                  max: page.team.offenseRange.max,
                })}
              </p>
            )}
          </div>
          <p className={styles.note}>
            {t('scoreCalc.team.formula', {
              factor: bonusFactor,
              bases: page.slots.map((slot) => slot?.score.visibleBaseScore ?? 0).join(' + '),
              exact: Math.round(page.team.exactScore * 100) / 100,
              tier: page.team.tierBonus,
            })}
          </p>
          <PlanBuildLink href={planHref} className={styles.planLink}>
            {t('scoreCalc.team.plan')}
          </PlanBuildLink>
          <ShareCode
            label={t('scoreCalc.code.team')}
            code={encodeTeamCode(search.team)}
            onLoad={(code) => {
              const result = decodeTeam(code)
              if (!result.ok) return result.error
              update({ team: result.value })
              return null
            }}
          />
        </Panel>
        <TeamGrid>
          {page.slots.map((slot, index) => (
            <HeroSlotCard
              // The four positions never move.
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position
              key={index}
              position={index}
              slot={slot}
              latestBuild={search.team[index] ?? null}
              mode={search.mode}
              bonusFactor={bonusFactor}
              chosenHeroes={page.chosenHeroes}
              searchUrl={page.searchUrl}
              onChange={(edit, options) => setSlot(index, edit, options)}
              newBuild={createBuild}
            />
          ))}
        </TeamGrid>
        <p className={styles.note}>{t('scoreCalc.rules')}</p>
      </div>
    </div>
  )
}

function ContextControls({
  search,
  onChange,
}: {
  search: ScoreCalcSearch
  onChange: (change: Partial<ScoreCalcSearch>) => void
}) {
  const t = useTranslate()
  const element = (value: string) => ({ value, label: t(`scoreCalc.elements.${value as 'fire'}`) })
  return (
    <div className={styles.context}>
      <SelectField
        fullWidth
        label={t('scoreCalc.mode')}
        value={search.mode}
        options={[
          { value: 'arena', label: t('scoreCalc.modes.arena') },
          { value: 'mjolnirsStrike', label: t('scoreCalc.modes.mjolnirsStrike') },
        ]}
        onChange={(value) => onChange({ mode: value as ScoreCalcSearch['mode'] })}
      />
      {search.mode === 'arena' ? (
        <>
          <SelectField
            fullWidth
            label={t('scoreCalc.season1')}
            value={search.season1}
            options={LEGENDARY_ELEMENTS.map(element)}
            onChange={(value) => onChange({ season1: value as ScoreCalcSearch['season1'] })}
          />
          <SelectField
            fullWidth
            label={t('scoreCalc.season2')}
            value={search.season2}
            options={LEGENDARY_ELEMENTS.map(element)}
            onChange={(value) => onChange({ season2: value as ScoreCalcSearch['season2'] })}
          />
          <SelectField
            fullWidth
            label={t('scoreCalc.mythicSeason')}
            value={search.mythicSeason}
            options={MYTHIC_SEASONS.map((season) => ({
              value: season,
              label: t(`scoreCalc.mythicSeasons.${season}`),
            }))}
            onChange={(value) =>
              onChange({ mythicSeason: value as ScoreCalcSearch['mythicSeason'] })
            }
          />
          <CheckField
            look="box"
            checked={search.hasBonusHero}
            onChange={(hasBonusHero) => onChange({ hasBonusHero })}
            label={t('scoreCalc.bonusHero')}
          />
        </>
      ) : (
        <>
          <SelectField
            fullWidth
            label={t('scoreCalc.majorSeason')}
            value={search.majorElement}
            options={MYTHIC_ELEMENTS.map(element)}
            onChange={(value) =>
              onChange({ majorElement: value as ScoreCalcSearch['majorElement'] })
            }
          />
          <SelectField
            fullWidth
            label={t('scoreCalc.tier')}
            value={String(search.tier)}
            options={Array.from({ length: 21 }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            }))}
            onChange={(value) => onChange({ tier: Number(value) })}
          />
        </>
      )}
    </div>
  )
}
