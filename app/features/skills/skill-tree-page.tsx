import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import list from '#app/components/ui/list.module.css'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import { hasMatch, type SkillTreeNode } from '#app/domain/skill-tree.ts'
import { useResource } from '#app/hooks/use-resource.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toSkillSearch } from '#app/lib/detail-links.ts'
import { SearchField } from './components/search-field.tsx'
import styles from './skill-tree-page.module.css'
import {
  parseSkillTreeSearch,
  type SkillTreeSearch,
  toSkillTreeSearchParams,
} from './skill-tree-search.ts'

export type SkillTreesView = {
  readonly trees: readonly SkillTreeNode[]
  readonly matchCount: number | null
}

/** /skills-tree: upgrade chains as a tree, found by a search synced with `?name=`. */
export function SkillTreePage({ page }: { page: SkillTreesView }) {
  const t = useTranslate()
  const [params, setParams] = useSearchParams()
  const search = parseSkillTreeSearch(params)
  const update = (change: Partial<SkillTreeSearch>, isTyping: boolean) => {
    const current = parseSkillTreeSearch(new URLSearchParams(window.location.search))
    const next = toSkillTreeSearchParams({ ...current, ...change })
    const skill = params.get('skill')
    if (skill) next.set('skill', skill)
    setParams(next, { replace: isTyping, preventScrollReset: true })
  }
  const summary =
    page.matchCount === null
      ? t('skillsTree.newest')
      : page.matchCount === 0
        ? t('skillsTree.noMatch')
        : page.matchCount === 1
          ? t('skillsTree.matchesOne')
          : page.matchCount > page.trees.length
            ? t('skillsTree.matchesCapped', { count: page.matchCount, shown: page.trees.length })
            : t('skillsTree.matches', { count: page.matchCount })
  return (
    <div className={styles.page}>
      <PageHeader routeName="skills-tree" />
      <div className={styles.content}>
        <div className={styles.search}>
          <SearchField
            label={t('skillsTree.search')}
            value={search.name}
            mode={search.nameMode}
            onChange={(name) => update({ name }, true)}
            onModeChange={(nameMode) => update({ nameMode }, false)}
          />
        </div>
        <p role="status" className={styles.summary}>
          {summary}
        </p>
        <ul aria-label={t('skillsTree.treeLabel')} className={list.plainList}>
          {page.trees.map((tree) => (
            <li key={tree.id} className={styles.chain}>
              <TreeNode node={tree} depth={0} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** What /api/skill-tree/<id> answers: the node with its upgrades, or that no skill has the id. */
export type SkillUpgradesAnswer = SkillTreeNode | { readonly error: 'not-found' }

/**
 * A node's upgrades once fetched, keeping those the page came with: theirs lead to a match,
 * the fetched ones come without their own upgrades.
 */
function mergeUpgrades(
  sent: readonly SkillTreeNode[],
  fetched: readonly SkillTreeNode[],
): readonly SkillTreeNode[] {
  const sentById = new Map(sent.map((child) => [child.id, child]))
  return fetched.map((child) => sentById.get(child.id) ?? child)
}

const ADD_PATH = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z'
const REMOVE_PATH = 'M19 13H5v-2h14z'

/**
 * One skill of a chain and its upgrades, drawn with plain elements and classes: the page draws
 * hundreds of nodes.
 */
function TreeNode({ node, depth }: { node: SkillTreeNode; depth: number }) {
  const t = useTranslate()
  const [params] = useSearchParams()
  const isOnMatchPath = node.children.some(hasMatch)
  // Open along the way to what the search found (the newest skills without a search), and
  // there only the upgrades that lead to it: a tome chain has a hundred upgrades.
  const [isExpanded, setExpanded] = useState(() => depth === 0 || isOnMatchPath)
  const [showsEveryUpgrade, setShowsEveryUpgrade] = useState(!isOnMatchPath)
  // The upgrades the page came without are fetched once asked for, and kept while it is closed.
  const [isFetching, setFetching] = useState(false)
  const showEveryUpgrade = () => {
    setShowsEveryUpgrade(true)
    if (node.children.length < node.upgradeCount) setFetching(true)
  }
  const shownChildren = showsEveryUpgrade ? node.children : node.children.filter(hasMatch)
  // Counted from the node: the upgrades off the way to a match come only when shown.
  const hiddenCount = showsEveryUpgrade ? 0 : node.upgradeCount - shownChildren.length
  return (
    <>
      <div className={node.isMatch ? `${styles.row} ${styles.match}` : styles.row}>
        {node.upgradeCount > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={isExpanded}
            aria-label={t(isExpanded ? 'skillsTree.collapse' : 'skillsTree.expand', {
              name: node.name,
            })}
            onClick={() => {
              setExpanded(!isExpanded)
              // Opened by hand, a node shows all its upgrades.
              if (!isExpanded) showEveryUpgrade()
            }}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={isExpanded ? REMOVE_PATH : ADD_PATH} />
            </svg>
          </button>
        ) : (
          <span className={styles.toggle} />
        )}
        <SlotIcon category={node.category} />
        <Link to={toSkillSearch(params, node)} state={OPENED_IN_PAGE} preventScrollReset>
          {node.name}
        </Link>
        {node.sp === null ? null : (
          <span className={styles.fact}>{t('skillsTree.sp', { sp: node.sp })}</span>
        )}
        <span className={styles.fact}>
          {t('skillsTree.totalSp', { sp: node.totalInheritedSp })}
        </span>
        <span
          className={node.hasLowRarityFodder ? `${list.tag} ${list.tagSuccess}` : list.tag}
          title={t(
            node.hasLowRarityFodder
              ? 'skillsTree.lowRarityFodderHint'
              : 'skillsTree.fiveStarOnlyHint',
          )}
        >
          {t(node.hasLowRarityFodder ? 'skillsTree.lowRarityFodder' : 'skillsTree.fiveStarOnly')}
        </span>
      </div>
      {node.upgradeCount > 0 && (isExpanded || isFetching) ? (
        <ul className={styles.children} hidden={!isExpanded}>
          {isFetching ? (
            <FetchedUpgrades node={node} depth={depth} />
          ) : (
            shownChildren.map((child) => (
              <li key={child.id}>
                <TreeNode node={child} depth={depth + 1} />
              </li>
            ))
          )}
          {hiddenCount > 0 ? (
            <li>
              <button type="button" className={styles.more} onClick={showEveryUpgrade}>
                {t('skillsTree.showOthers', { count: hiddenCount, name: node.name })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  )
}

/** A node's every upgrade, from its resource route; those the page came with show meanwhile. */
function FetchedUpgrades({ node, depth }: { node: SkillTreeNode; depth: number }) {
  const t = useTranslate()
  const upgrades = useResource<SkillUpgradesAnswer>(
    `/api/skill-tree/${encodeURIComponent(node.id)}`,
  )
  const fetched =
    upgrades.status === 'ready' && !('error' in upgrades.data) ? upgrades.data.children : null
  const children = useMemo(
    () => (fetched ? mergeUpgrades(node.children, fetched) : node.children),
    [fetched, node.children],
  )
  // An id the data no longer knows (a sync since the page came) is a failure like any other.
  const isFailed = upgrades.status === 'failed' || (upgrades.status === 'ready' && !fetched)
  return (
    <>
      {upgrades.status === 'loading' ? (
        <li className={styles.fact}>
          <span role="status">{t('skillsTree.loadingUpgrades', { name: node.name })}</span>
        </li>
      ) : null}
      {isFailed ? (
        <li className={styles.failure}>
          <span role="alert" className={styles.fact}>
            {t('skillsTree.upgradesFailed', { name: node.name })}
          </span>
          <button type="button" className={styles.retry} onClick={upgrades.retry}>
            {t('data.retry')}
          </button>
        </li>
      ) : null}
      {children.map((child) => (
        <li key={child.id}>
          <TreeNode node={child} depth={depth + 1} />
        </li>
      ))}
    </>
  )
}
