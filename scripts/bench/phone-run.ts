import english from '#app/locales/en.json' with { type: 'json' }
import { SEARCHES } from './keystroke-measure.ts'
import type { Figure, MeasureRow } from './measure.ts'

/**
 * What makes a page work for a player on a phone. On /units and /skills: the name search
 * answers, so the button that opens the filters (the phone's layout hides them), the field,
 * the query typed and the result count that changes. Elsewhere: the site menu opens.
 */
export type PhoneTask =
  | {
      readonly kind: 'search'
      readonly openerLabel: string
      readonly fieldLabel: string
      /** Queries under 3 characters filter nothing (domain/search.ts): the third letter answers. */
      readonly query: string
      readonly resultCount: RegExp
    }
  | {
      readonly kind: 'menu'
      readonly buttonLabel: string
      /** Names of the opened menu: a dialog or a navigation landmark with one of them. */
      readonly menuLabels: readonly string[]
    }

/** The task of a route: the keystroke measure's name searches, else the menu. */
export function findPhoneTask(route: string): PhoneTask {
  const search = SEARCHES.find((each) => each.route === route && each.figureKey === 'keystrokeMs')
  if (search !== undefined) {
    return {
      kind: 'search',
      openerLabel: english.filters.open,
      fieldLabel: search.label,
      query: `${search.prefix}${search.key}`,
      resultCount: search.resultCount,
    }
  }
  return {
    kind: 'menu',
    buttonLabel: english.nav.open,
    menuLabels: [english.nav.label, 'Site menu'],
  }
}

/** What one phone run saw, in milliseconds from the start of the navigation. */
export type PhoneMarks = {
  /** The Paint Timing API's first-contentful-paint; null when the page had none. */
  readonly fcpMs: number | null
  /** When React marked the document (its hydration started); null before that. */
  readonly hydrationMs: number | null
  /** The paint after the first answer to the player (results or menu); null without one. */
  readonly workingMs: number | null
  /** Why the run stopped early: the element that never came. */
  readonly error?: string
}

/** The row of one run: FCP, hydration and working page; an error when any is missing. */
export function summarizePhoneRun(
  row: { readonly route: string; readonly variant: string },
  marks: PhoneMarks,
): MeasureRow {
  const figures: Figure[] = [
    { key: 'fcpMs', label: 'FCP', unit: 'ms', value: marks.fcpMs },
    { key: 'hydrationMs', label: 'hydration', unit: 'ms', value: marks.hydrationMs },
    { key: 'workingMs', label: 'working', unit: 'ms', value: marks.workingMs },
  ]
  const error =
    marks.error ??
    (marks.fcpMs === null ? 'the page reported no first-contentful-paint' : undefined) ??
    (marks.workingMs === null ? 'the page never answered' : undefined)
  return { ...row, figures, ...(error === undefined ? {} : { error }) }
}

/** The variant's name: the network and CPU of the emulated phone. */
export function describePhoneVariant(cpuSlowdown: number): string {
  return `slow 4G, ${cpuSlowdown}× CPU`
}
