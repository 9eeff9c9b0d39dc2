import type { Theme } from '@mui/material/styles'

/**
 * Classes for what long lists and tables draw on every row. A row of MUI components
 * (TableCell, Link, Box with `sx`) computes its styles on each render, which a table pays
 * again on every keystroke in a search; these are styled once, for the whole page.
 */
export const LIST_CLASSES = {
  /** A tbody of a small `Table` (table.tsx) whose plain <tr> rows light up under the pointer. */
  plainRows: 'plain-rows',
  numeric: 'numeric',
  link: 'list-link',
  /** A hero's name in bold with the title under it. */
  heroName: 'hero-name',
  heroTitle: 'hero-title',
  /** A stat's value in bold, on its table cell. */
  stat: 'stat-value',
  superboon: 'stat-superboon',
  superbane: 'stat-superbane',
  weapon: 'weapon-label',
  weaponDot: 'weapon-dot',
  categoryLabels: 'category-labels',
  slotIcon: 'slot-icon',
  skillName: 'skill-name',
  /** A text cut after four lines. */
  clamped: 'clamped',
  muted: 'muted',
  portrait: 'hero-portrait',
  /** A list with no bullets or indent. */
  plainList: 'plain-list',
  /** Portraits in wrapping rows, each a link. */
  portraitGrid: 'portrait-grid',
  /** A small outlined label (a fact about a row), green with `tagSuccess`. */
  tag: 'tag',
  tagSuccess: 'tag-success',
  /** A link drawn as an outlined pill (like an outlined chip). */
  pillLink: 'pill-link',
  /** A link drawn as an outlined card: its first span is the title, the rest the description. */
  cardLink: 'card-link',
  /** The phone layout's compact row: portrait, then a title link and two lines of facts. */
  phoneRow: 'phone-row',
  phoneRowBody: 'phone-row-body',
  phoneRowTitle: 'phone-row-title',
  phoneRowLine: 'phone-row-line',
  phoneRowStrong: 'phone-row-strong',
  /** The skill trees: a chain's frame, a node's row (framed when it matches), its toggle, a
   * fact (SP), the indented upgrades and the button that shows the folded ones. */
  treeChain: 'tree-chain',
  treeRow: 'tree-row',
  treeMatch: 'tree-match',
  treeToggle: 'tree-toggle',
  treeFact: 'tree-fact',
  treeChildren: 'tree-children',
  treeMore: 'tree-more',
  /** The page buttons of a list (pagination.tsx), as MUI's Pagination draws them. */
  pagination: 'pagination',
  /** Stat values in bold after their names in the secondary colour. */
  phoneRowStats: 'phone-row-stats',
} as const

/** The weapon triangle's colours as dot classes, from the theme. */
export const WEAPON_DOT_COLOURS = {
  red: 'error',
  blue: 'info',
  green: 'success',
  colorless: 'grey',
} as const

export function listStyles(theme: Theme) {
  const palette = theme.vars?.palette
  const c = LIST_CLASSES
  return {
    [`.${c.plainRows} > tr:hover`]: { backgroundColor: palette?.action.hover },
    [`.${c.plainRows} .${c.numeric}`]: { textAlign: 'right' },
    [`a.${c.link}`]: { textDecoration: 'none' },
    [`a.${c.link}:hover, a.${c.link}:focus-visible`]: { textDecoration: 'underline' },
    [`.${c.heroName}`]: { fontWeight: 600 },
    [`.${c.heroTitle}`]: {
      display: 'block',
      fontWeight: 400,
      fontSize: '0.8em',
      color: palette?.text.secondary,
    },
    [`.${c.stat}`]: { fontWeight: 700 },
    [`.${c.superboon}`]: { color: palette?.info.dark },
    [`.${c.superbane}`]: { color: palette?.error.dark },
    ...theme.applyStyles('dark', {
      [`.${c.superboon}`]: { color: palette?.info.light },
      [`.${c.superbane}`]: { color: palette?.error.light },
    }),
    [`.${c.weapon}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.75),
      whiteSpace: 'nowrap',
    },
    [`.${c.weaponDot}`]: { width: 10, height: 10, borderRadius: '50%', flexShrink: 0 },
    ...Object.fromEntries(
      Object.entries(WEAPON_DOT_COLOURS).map(([colour, tone]) => [
        `.${c.weaponDot}-${colour}`,
        { backgroundColor: tone === 'grey' ? palette?.grey[500] : palette?.[tone].main },
      ]),
    ),
    [`.${c.slotIcon}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 28,
      height: 28,
      borderRadius: theme.shape.borderRadius,
      // The slot's colour as a frame (set per icon): the letter keeps the text's contrast.
      border: '2px solid',
      color: palette?.text.primary,
      fontSize: '0.75rem',
      fontWeight: 700,
      flexShrink: 0,
    },
    [`.${c.skillName}`]: {
      minWidth: 140,
      fontWeight: 500,
      [theme.breakpoints.up('sm')]: { minWidth: 180 },
    },
    [`.${c.clamped}`]: {
      display: '-webkit-box',
      WebkitLineClamp: 4,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      whiteSpace: 'pre-line',
      fontSize: '0.8rem',
    },
    [`.${c.portrait}`]: {
      position: 'relative',
      width: 'var(--portrait-size)',
      height: 'var(--portrait-size)',
      fontSize: 'calc(var(--portrait-size) * 0.45)',
      flexShrink: 0,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: palette?.action.selected,
      color: palette?.text.secondary,
      // A block with one centred line, and the image rounded itself, not clipped by its box: a
      // grid and a rounded clip per portrait made a search's new rows slower to lay out and paint.
      display: 'block',
      textAlign: 'center',
      fontWeight: 700,
      lineHeight: 'var(--portrait-size)',
      userSelect: 'none',
    },
    [`.${c.plainList}`]: { listStyle: 'none', margin: 0, padding: 0 },
    [`.${c.portraitGrid}`]: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.75) },
    [`.${c.portraitGrid} a`]: { display: 'block', borderRadius: theme.shape.borderRadius },
    [`.${c.tag}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: theme.spacing(0, 1),
      borderRadius: 12,
      border: `1px solid ${palette?.divider}`,
      fontSize: '0.8125rem',
      whiteSpace: 'nowrap',
    },
    [`.${c.tagSuccess}`]: { borderColor: palette?.success.main, color: palette?.success.main },
    [`a.${c.pillLink}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      height: 32,
      padding: theme.spacing(0, 1.5),
      borderRadius: 16,
      border: `1px solid ${palette?.divider}`,
      color: palette?.text.primary,
      fontSize: '0.8125rem',
      textDecoration: 'none',
    },
    [`a.${c.cardLink}`]: {
      display: 'block',
      height: '100%',
      padding: theme.spacing(2),
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${palette?.divider}`,
      backgroundColor: palette?.background.paper,
      color: palette?.text.secondary,
      ...theme.typography.body2,
      textDecoration: 'none',
    },
    [`a.${c.cardLink} > span`]: {
      ...theme.typography.h6,
      display: 'block',
      fontWeight: 600,
      color: palette?.text.primary,
    },
    [`a.${c.pillLink}:hover, a.${c.cardLink}:hover`]: { backgroundColor: palette?.action.hover },
    [`.${c.treeChain}`]: {
      border: `1px solid ${palette?.divider}`,
      borderRadius: theme.shape.borderRadius,
      padding: theme.spacing(1),
      marginBottom: theme.spacing(1.5),
    },
    [`.${c.treeRow}`]: {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: theme.spacing(1),
      padding: theme.spacing(0.5),
      borderRadius: theme.shape.borderRadius,
    },
    // A frame, not a fill: the links and labels keep their contrast on the page's background.
    [`.${c.treeMatch}`]: { outline: `1px solid ${palette?.primary.main}`, outlineOffset: -1 },
    [`.${c.treeToggle}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 34,
      height: 34,
      flexShrink: 0,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: palette?.action.active,
    },
    [`button.${c.treeToggle}`]: { cursor: 'pointer' },
    [`button.${c.treeToggle}:hover`]: { backgroundColor: palette?.action.hover },
    [`.${c.treeToggle} > svg`]: { width: 20, height: 20, fill: 'currentColor' },
    [`.${c.treeFact}`]: { ...theme.typography.body2, color: palette?.text.secondary },
    [`.${c.treeChildren}`]: {
      listStyle: 'none',
      margin: theme.spacing(0, 0, 0, 2),
      padding: theme.spacing(0, 0, 0, 1.5),
      borderLeft: `1px solid ${palette?.divider}`,
      [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3) },
    },
    [`.${c.treeMore}`]: {
      ...theme.typography.button,
      fontSize: '0.8125rem',
      margin: theme.spacing(0.5, 0, 0.5, 5.25),
      padding: theme.spacing(0.5, 1),
      textAlign: 'left',
      border: 0,
      borderRadius: theme.shape.borderRadius,
      background: 'none',
      color: palette?.primary.main,
      cursor: 'pointer',
    },
    [`.${c.treeMore}:hover`]: { backgroundColor: palette?.action.hover },
    [`button.${c.treeToggle}:focus-visible, .${c.treeMore}:focus-visible`]: {
      outline: `2px solid ${palette?.primary.main}`,
      outlineOffset: 1,
    },
    [`.${c.pagination}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      margin: 0,
      padding: 0,
      listStyle: 'none',
      ...theme.typography.body2,
    },
    [`.${c.pagination} > li[aria-hidden]`]: { minWidth: 32, textAlign: 'center' },
    [`.${c.pagination} button`]: {
      font: 'inherit',
      minWidth: 32,
      height: 32,
      padding: theme.spacing(0, 0.75),
      borderRadius: 16,
      border: 0,
      background: 'none',
      color: palette?.text.primary,
      cursor: 'pointer',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
    [`.${c.pagination} button:hover`]: { backgroundColor: palette?.action.hover },
    [`.${c.pagination} button[aria-current]`]: { backgroundColor: palette?.action.selected },
    [`.${c.pagination} button:focus-visible`]: {
      outline: `2px solid ${palette?.primary.main}`,
      outlineOffset: 1,
    },
    [`.${c.pagination} button:disabled`]: { opacity: 0.38, cursor: 'default', background: 'none' },
    [`.${c.pagination} svg`]: { width: 20, height: 20, fill: 'currentColor' },
    [`.${c.phoneRow}`]: {
      display: 'flex',
      gap: theme.spacing(1.5),
      alignItems: 'center',
      padding: theme.spacing(0, 2),
      borderBottom: `1px solid ${palette?.divider}`,
      minWidth: 0,
    },
    [`.${c.phoneRowBody}`]: { minWidth: 0, flexGrow: 1 },
    [`.${c.phoneRowTitle}`]: {
      fontWeight: 600,
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    [`.${c.phoneRowLine}`]: {
      display: 'flex',
      gap: theme.spacing(1),
      fontSize: '0.8rem',
      color: palette?.text.secondary,
      whiteSpace: 'nowrap',
    },
    [`.${c.phoneRowStrong}`]: { color: palette?.text.primary, fontWeight: 700 },
    [`.${c.phoneRowStats}`]: {
      gap: theme.spacing(0.75),
      fontVariantNumeric: 'tabular-nums',
      color: palette?.text.primary,
    },
    [`.${c.phoneRowStats} > strong`]: { fontWeight: 600 },
    [`.${c.phoneRowStats} > strong > span`]: {
      color: palette?.text.secondary,
      fontWeight: 400,
      marginRight: theme.spacing(0.25),
    },
    [`.${c.portrait} > img`]: {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      display: 'block',
      borderRadius: 'inherit',
    },
    [`.${c.portrait} > img[data-failed]`]: { display: 'none' },
    [`.${c.muted}`]: { color: palette?.text.secondary, fontStyle: 'italic' },
    [`.${c.categoryLabels}`]: { display: 'inline-flex', flexWrap: 'wrap', gap: theme.spacing(0.5) },
    [`.${c.categoryLabels} > span`]: {
      padding: theme.spacing(0, 0.75),
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${palette?.divider}`,
      whiteSpace: 'nowrap',
      fontSize: '0.75rem',
    },
  }
}
