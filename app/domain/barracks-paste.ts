import {
  addCopies,
  addManuals,
  type Barracks,
  type BarracksEntry,
  MARKED_OWNED_BUILD,
  MAX_PASTED_LINES,
} from './barracks-model.ts'
import { formatLine, type ParsedLine, parseLine, splitLines } from './barracks-text.ts'
import type { HeroId } from './hero.ts'
import { type HeroMatch, type HeroMatcher, MATCH_CONFIDENCE, matchHero } from './hero-matcher.ts'
import type { AccentTable } from './search.ts'
import type { SkillId } from './skill.ts'

/**
 * A pasted list, read line by line for the player to review before anything is added: each
 * line's hero (with how sure), its candidates when several fit, or why none does.
 */
export type PastedLine = {
  readonly parsed: ParsedLine
  readonly match: HeroMatch
  /** The learned skills the line names that were found, in its order. */
  readonly skillIds: readonly SkillId[]
  /** Skill names the line gives that no skill has. */
  readonly unknownSkillNames: readonly string[]
}

export type PasteContext = {
  readonly matcher: HeroMatcher
  readonly accents: AccentTable
  /** The skill a name means (exact name, any case); absent when no line names skills. */
  readonly skillIdOf?: (name: string) => SkillId | undefined
}

/** Reads every line of a pasted text (pure). */
export function readPastedText(text: string, context: PasteContext): readonly PastedLine[] {
  return splitLines(text)
    .slice(0, MAX_PASTED_LINES)
    .map((line) => {
      const parsed = parseLine(line)
      const skillIds: SkillId[] = []
      const unknownSkillNames: string[] = []
      for (const name of parsed.skillNames) {
        const skillId = context.skillIdOf?.(name)
        if (skillId === undefined) unknownSkillNames.push(name)
        else if (!skillIds.includes(skillId)) skillIds.push(skillId)
      }
      return {
        parsed,
        match: matchHero(context.matcher, parsed.name, context.accents),
        skillIds,
        unknownSkillNames,
      }
    })
}

/** The hero a line adds before the player chooses: its match when there is exactly one. */
export function proposedHero(line: PastedLine): HeroId | null {
  return line.match.status === 'matched' ? line.match.heroId : null
}

/** A match the player should look at: a guess from words or a typo. */
export function isUnsure(line: PastedLine): boolean {
  return line.match.status === 'matched' && line.match.confidence < MATCH_CONFIDENCE.nameAlone
}

export type PasteSummary = {
  readonly lines: number
  readonly sure: number
  readonly unsure: number
  readonly ambiguous: number
  readonly unknown: number
}

export function summarizePaste(lines: readonly PastedLine[]): PasteSummary {
  let sure = 0
  let unsure = 0
  let ambiguous = 0
  let unknown = 0
  for (const line of lines) {
    if (line.match.status === 'ambiguous') ambiguous += 1
    else if (line.match.status === 'unknown') unknown += 1
    else if (isUnsure(line)) unsure += 1
    else sure += 1
  }
  return { lines: lines.length, sure, unsure, ambiguous, unknown }
}

/**
 * The barracks with the reviewed lines added: `choices[i]` is the hero the player settled on
 * for line i (null: left out). A line without a rarity is a 5★ copy. Identical copies join
 * one entry, manuals one line per hero and rarity.
 */
export function addPastedLines(
  barracks: Barracks,
  lines: readonly PastedLine[],
  choices: readonly (HeroId | null)[],
  makeId: (index: number) => string,
): Barracks {
  let next = barracks
  lines.forEach((line, index) => {
    const heroId = choices[index]
    if (heroId === null || heroId === undefined) return
    const { parsed } = line
    const rarity = parsed.rarity ?? MARKED_OWNED_BUILD.rarity
    if (parsed.isManual) {
      next = addManuals(next, { heroId, rarity, count: parsed.count })
      return
    }
    const entry: Omit<BarracksEntry, 'id'> = {
      heroId,
      rarity,
      merges: parsed.merges,
      dragonflowers: parsed.dragonflowers,
      copies: parsed.count,
      role: parsed.role,
      learnedSkillIds: line.skillIds,
    }
    next = addCopies(next, entry, makeId(index))
  })
  return next
}

/** What the text export needs to name heroes and skills. */
export type BarracksNames = {
  readonly heroNameOf: (heroId: HeroId) => string | undefined
  readonly skillNameOf: (skillId: SkillId) => string | undefined
}

/**
 * The barracks as text, one line an entry or manual line, which pasted back gives the same
 * barracks. Heroes this data does not know are left out (they could not be read back).
 */
export function formatBarracksText(barracks: Barracks, names: BarracksNames): string {
  const lines: string[] = []
  for (const entry of barracks.entries) {
    const fullName = names.heroNameOf(entry.heroId)
    if (fullName === undefined) continue
    lines.push(
      formatLine({
        fullName,
        isManual: false,
        rarity: entry.rarity,
        merges: entry.merges,
        dragonflowers: entry.dragonflowers,
        count: entry.copies,
        role: entry.role,
        skillNames: entry.learnedSkillIds.flatMap((skillId) => names.skillNameOf(skillId) ?? []),
      }),
    )
  }
  for (const manual of barracks.manuals) {
    const fullName = names.heroNameOf(manual.heroId)
    if (fullName === undefined) continue
    lines.push(formatLine({ fullName, isManual: true, rarity: manual.rarity, count: manual.count }))
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`
}
