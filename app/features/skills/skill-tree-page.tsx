import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import list from '#app/components/ui/list.module.css'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import { hasMatch, type SkillTreeNode } from '#app/domain/skill-tree.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toSkillSearch } from '#app/lib/detail-links.ts'
import { requestJson } from '#app/lib/http-client.ts'
import { reportError } from '#app/lib/monitoring.ts'
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

type UpgradesStatus = 'idle' | 'loading' | 'failed'

/**
 * A node's upgrades: those the page came with (pruneSkillTree), and the others fetched when
 * the node is opened or its other upgrades are asked for.
 */
function useUpgrades(node: SkillTreeNode) {
  const [fetched, setFetched] = useState<readonly SkillTreeNode[] | null>(null)
  const [status, setStatus] = useState<UpgradesStatus>('idle')
  // The upgrades the page came with keep their own (the way to a match) over the bare ones.
  const children = useMemo(() => {
    if (!fetched) return node.children
    const sent = new Map(node.children.map((child) => [child.id, child]))
    return fetched.map((child) => sent.get(child.id) ?? child)
  }, [fetched, node.children])
  const load = () => {
    if (children.length >= node.upgradeCount || status === 'loading') return
    setStatus('loading')
    requestJson<SkillTreeNode>(`/api/skill-tree/${encodeURIComponent(node.id)}`)
      .then((full) => {
        setFetched(full.children)
        setStatus('idle')
      })
      .catch((error: unknown) => {
        reportError(error, { action: 'load-skill-upgrades' })
        // Closing and opening the node again asks again.
        setStatus('failed')
      })
  }
  return { children, status, load }
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
  const upgrades = useUpgrades(node)
  const isOnMatchPath = node.children.some(hasMatch)
  // Open along the way to what the search found (the newest skills without a search), and
  // there only the upgrades that lead to it: a tome chain has a hundred upgrades.
  const [isExpanded, setExpanded] = useState(() => depth === 0 || isOnMatchPath)
  const [showsEveryUpgrade, setShowsEveryUpgrade] = useState(!isOnMatchPath)
  const shownChildren = showsEveryUpgrade ? upgrades.children : upgrades.children.filter(hasMatch)
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
              if (!isExpanded) {
                setShowsEveryUpgrade(true)
                upgrades.load()
              }
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
        <Link to={toSkillSearch(params, node.id)} state={OPENED_IN_PAGE} preventScrollReset>
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
      {node.upgradeCount > 0 && isExpanded ? (
        <ul className={styles.children}>
          {upgrades.status === 'idle' ? null : (
            <li className={styles.fact}>
              <span role={upgrades.status === 'failed' ? 'alert' : 'status'}>
                {t(
                  upgrades.status === 'failed'
                    ? 'skillsTree.upgradesFailed'
                    : 'skillsTree.loadingUpgrades',
                  { name: node.name },
                )}
              </span>
            </li>
          )}
          {shownChildren.map((child) => (
            <li key={child.id}>
              <TreeNode node={child} depth={depth + 1} />
            </li>
          ))}
          {hiddenCount > 0 ? (
            <li>
              <button
                type="button"
                className={styles.more}
                onClick={() => {
                  setShowsEveryUpgrade(true)
                  upgrades.load()
                }}
              >
                {t('skillsTree.showOthers', { count: hiddenCount, name: node.name })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  )
}
