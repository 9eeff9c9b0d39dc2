import type { BarracksRole } from './barracks-model.ts'
import { MAX_COPIES, MAX_DRAGONFLOWERS_BOUND } from './barracks-model.ts'
import { MAX_MERGES, type Rarity } from './stat.ts'

/**
 * A barracks as players write it, one hero a line: "B!Lucina 4★ +10 x3", "Hrid", "manual
 * Reinhardt 4* x2", "Abel: The Panther 5★ +3 df10 keep | Distant Counter, Death Blow 3". Every
 * token may come anywhere on the line; what is left is the hero's name.
 */
export type ParsedLine = {
  /** The line as written, trimmed. */
  readonly text: string
  /** What is left for the hero's name once the tokens are read. */
  readonly name: string
  readonly isManual: boolean
  /** Null when the line does not say (5★ is then assumed). */
  readonly rarity: Rarity | null
  readonly merges: number
  readonly dragonflowers: number
  readonly count: number
  readonly role: BarracksRole
  /** Skill names after a "|", as written. */
  readonly skillNames: readonly string[]
  /** Tokens that contradict or exceed the game (a second rarity, +11): the line says why. */
  readonly problems: readonly LineProblem[]
}

export type LineProblem =
  | { readonly code: 'merges-over-ten'; readonly merges: number }
  | { readonly code: 'count-out-of-range'; readonly count: number }
  | { readonly code: 'two-rarities' }

/** A list marker at the start of a line ("- ", "* ", "3. ", "•"): not part of the name. */
const LIST_MARKER = /^\s*(?:[-•*]\s+|\d+[.)]\s+)/
// Each token as a whole word: a count (x3, ×3, 3x), a rarity (4★, 4*, 4 star, 4-star), merges
// (+10), dragonflowers (df5, 5df, 5 flowers, dragonflowers 5), manual, keep, fodder.
const TOKEN =
  /(?<=^|\s)(?:[x×]\s?(?<countAfter>\d{1,4})|(?<countBefore>\d{1,4})\s?[x×]|(?<rarity>[1-5])\s?(?:★|\*|-?\s?stars?)|\+(?<merges>\d{1,2})(?!\s?(?:df|flowers|dragonflowers)(?:$|\s|,))|(?:df|flowers|dragonflowers)\s?(?<flowersAfter>\d{1,3})|\+?(?<flowersBefore>\d{1,3})\s?(?:df|flowers|dragonflowers)|(?<manual>manuals?)|(?<role>keep|fodder))(?=$|\s|,)/giu

/** Reads one pasted line's tokens; the rest is the hero's name. */
export function parseLine(line: string): ParsedLine {
  const [head = '', ...skillParts] = line.split('|')
  const problems: LineProblem[] = []
  let rarity: Rarity | null = null
  let merges = 0
  let dragonflowers = 0
  let count = 1
  let isManual = false
  let role: BarracksRole = null
  const name = head
    .replace(LIST_MARKER, '')
    .replace(TOKEN, (_match, ...args: unknown[]) => {
      const groups = args.at(-1) as Record<string, string | undefined>
      const countText = groups.countAfter ?? groups.countBefore
      const flowersText = groups.flowersAfter ?? groups.flowersBefore
      if (countText !== undefined) count = Number(countText)
      else if (groups.rarity !== undefined) {
        if (rarity !== null && rarity !== Number(groups.rarity))
          problems.push({ code: 'two-rarities' })
        rarity = Number(groups.rarity) as Rarity
      } else if (groups.merges !== undefined) merges = Number(groups.merges)
      else if (flowersText !== undefined) dragonflowers = Number(flowersText)
      else if (groups.manual !== undefined) isManual = true
      else if (groups.role !== undefined) role = groups.role.toLowerCase() as BarracksRole
      return ' '
    })
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:-]+$/, '')
    .trim()
  if (merges > MAX_MERGES) problems.push({ code: 'merges-over-ten', merges })
  if (count < 1 || count > MAX_COPIES) problems.push({ code: 'count-out-of-range', count })
  return {
    text: line.trim(),
    name,
    isManual,
    rarity,
    merges: Math.min(merges, MAX_MERGES),
    dragonflowers: Math.min(dragonflowers, MAX_DRAGONFLOWERS_BOUND),
    count: Math.min(Math.max(count, 1), MAX_COPIES),
    role,
    skillNames: skillParts
      .join('|')
      .split(',')
      .map((skill) => skill.trim())
      .filter((skill) => skill !== ''),
    problems,
  }
}

/** The lines of a pasted text that hold something (blank lines and comments dropped). */
export function splitLines(text: string): readonly string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}

/** One line of the exported text: every field that differs from a new copy is written. */
export function formatLine(line: {
  readonly fullName: string
  readonly isManual: boolean
  readonly rarity: Rarity
  readonly merges?: number
  readonly dragonflowers?: number
  readonly count: number
  readonly role?: BarracksRole
  readonly skillNames?: readonly string[]
}): string {
  const parts = [
    line.isManual ? 'manual' : null,
    line.fullName,
    `${line.rarity}★`,
    line.merges ? `+${line.merges}` : null,
    line.dragonflowers ? `df${line.dragonflowers}` : null,
    line.count > 1 ? `x${line.count}` : null,
    line.role ?? null,
  ].filter((part) => part !== null)
  const skills = line.skillNames ?? []
  return skills.length > 0 ? `${parts.join(' ')} | ${skills.join(', ')}` : parts.join(' ')
}
