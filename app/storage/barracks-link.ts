import { unzlibSync, zlibSync } from 'fflate'
import {
  type Barracks,
  type BarracksEntry,
  type BarracksRole,
  type CombatManual,
  MAX_COPIES,
  MAX_DRAGONFLOWERS_BOUND,
} from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { MAX_MERGES, type Rarity } from '#app/domain/stat.ts'

/**
 * A whole barracks in a link's fragment (never sent to the server): the entries packed as
 * bytes, heroes by the game's hero number (stable across data updates), compressed with zlib
 * (fflate), whose checksum tells a corrupted or cut link from a good one, then base64url.
 * 1,000 varied entries take about 5,100 characters (decision 0053).
 */

/** Bump when the packing changes; older links are then refused with the reason. */
export const BARRACKS_LINK_VERSION = 1

/** What the codec needs of the heroes: their game numbers, both ways. */
export type HeroNumbers = {
  readonly numberOf: (heroId: HeroId) => number | undefined
  readonly heroOf: (heroNumber: number) => HeroId | undefined
}

export type DecodedLink =
  | {
      readonly ok: true
      readonly barracks: Barracks
      /** Hero numbers the link names that this site's data does not know (newer data). */
      readonly unknownHeroNumbers: readonly number[]
    }
  | { readonly ok: false; readonly problem: LinkProblem }

/** Damaged: a character changed, the link cut short, or not a barracks link at all. */
export type LinkProblem =
  | { readonly code: 'damaged' }
  | { readonly code: 'other-version'; readonly version: number }

const ROLES: readonly BarracksRole[] = [null, 'keep', 'fodder']

class ByteWriter {
  private readonly bytes: number[] = []
  varint(value: number): void {
    let rest = Math.max(0, Math.trunc(value))
    while (rest >= 0x80) {
      this.bytes.push((rest & 0x7f) | 0x80)
      rest = Math.floor(rest / 0x80)
    }
    this.bytes.push(rest)
  }
  text(value: string): void {
    const encoded = new TextEncoder().encode(value)
    this.varint(encoded.length)
    this.bytes.push(...encoded)
  }
  toArray(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}

/** Thrown inside decoding only, when the bytes end before the data does (or would). */
class EndOfBytes extends Error {}

class ByteReader {
  private offset = 0
  private readonly bytes: Uint8Array
  constructor(bytes: Uint8Array) {
    this.bytes = bytes
  }
  varint(): number {
    let value = 0
    let scale = 1
    for (;;) {
      const byte = this.bytes[this.offset]
      if (byte === undefined) throw new EndOfBytes()
      this.offset += 1
      value += (byte & 0x7f) * scale
      if (byte < 0x80) return value
      scale *= 0x80
    }
  }
  /** A number of items to read: each takes a byte at least, so more than are left is damage. */
  count(): number {
    const value = this.varint()
    if (value > this.bytes.length - this.offset) throw new EndOfBytes()
    return value
  }
  text(): string {
    const length = this.count()
    if (this.offset + length > this.bytes.length) throw new EndOfBytes()
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return new TextDecoder().decode(slice)
  }
  get isDone(): boolean {
    return this.offset === this.bytes.length
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    return Uint8Array.from(binary, (character) => character.charCodeAt(0))
  } catch {
    return null
  }
}

/** The barracks as a fragment value; entries of heroes without a number are left out. */
export function encodeBarracksLink(barracks: Barracks, heroes: HeroNumbers): string {
  const writer = new ByteWriter()
  writer.varint(BARRACKS_LINK_VERSION)
  const entries = barracks.entries.filter((entry) => heroes.numberOf(entry.heroId) !== undefined)
  writer.varint(entries.length)
  for (const entry of entries) {
    writer.varint(heroes.numberOf(entry.heroId) ?? 0)
    // Rarity (1–5) and role in one byte.
    writer.varint(entry.rarity * 3 + ROLES.indexOf(entry.role))
    writer.varint(entry.merges)
    writer.varint(entry.dragonflowers)
    writer.varint(entry.copies)
    writer.varint(entry.learnedSkillIds.length)
    for (const skillId of entry.learnedSkillIds) writer.text(skillId)
  }
  const manuals = barracks.manuals.filter((manual) => heroes.numberOf(manual.heroId) !== undefined)
  writer.varint(manuals.length)
  for (const manual of manuals) {
    writer.varint(heroes.numberOf(manual.heroId) ?? 0)
    writer.varint(manual.rarity)
    writer.varint(manual.count)
  }
  return toBase64Url(zlibSync(writer.toArray(), { level: 9 }))
}

function clampCount(value: number): number {
  return Math.min(MAX_COPIES, Math.max(1, value))
}

function readRarity(value: number): Rarity {
  return Math.min(5, Math.max(1, value)) as Rarity
}

/**
 * A fragment value back into a barracks, or why it cannot be: damaged (not base64, a failed
 * checksum, cut short) or packed by another version. Entry ids are `makeId(i)`.
 */
export function decodeBarracksLink(
  text: string,
  heroes: HeroNumbers,
  makeId: (index: number) => string,
): DecodedLink {
  const packed = fromBase64Url(text)
  if (packed === null) return { ok: false, problem: { code: 'damaged' } }
  let bytes: Uint8Array
  try {
    bytes = unzlibSync(packed)
  } catch {
    return { ok: false, problem: { code: 'damaged' } }
  }
  const reader = new ByteReader(bytes)
  try {
    const version = reader.varint()
    if (version !== BARRACKS_LINK_VERSION)
      return { ok: false, problem: { code: 'other-version', version } }
    const unknown = new Set<number>()
    const entries: BarracksEntry[] = []
    const entryCount = reader.count()
    for (let index = 0; index < entryCount; index += 1) {
      const heroNumber = reader.varint()
      const rarityAndRole = reader.varint()
      const merges = reader.varint()
      const dragonflowers = reader.varint()
      const copies = reader.varint()
      const learnedSkillIds = Array.from({ length: reader.count() }, () => reader.text() as SkillId)
      const heroId = heroes.heroOf(heroNumber)
      if (heroId === undefined) {
        unknown.add(heroNumber)
        continue
      }
      entries.push({
        id: makeId(index),
        heroId,
        rarity: readRarity(Math.floor(rarityAndRole / 3)),
        role: ROLES[rarityAndRole % 3] ?? null,
        merges: Math.min(MAX_MERGES, merges),
        dragonflowers: Math.min(MAX_DRAGONFLOWERS_BOUND, dragonflowers),
        copies: clampCount(copies),
        learnedSkillIds,
      })
    }
    const manuals: CombatManual[] = []
    const manualCount = reader.count()
    for (let index = 0; index < manualCount; index += 1) {
      const heroNumber = reader.varint()
      const rarity = readRarity(reader.varint())
      const count = reader.varint()
      const heroId = heroes.heroOf(heroNumber)
      if (heroId === undefined) unknown.add(heroNumber)
      else manuals.push({ heroId, rarity, count: clampCount(count) })
    }
    if (!reader.isDone) return { ok: false, problem: { code: 'damaged' } }
    return { ok: true, barracks: { entries, manuals }, unknownHeroNumbers: [...unknown] }
  } catch (error) {
    if (error instanceof EndOfBytes) return { ok: false, problem: { code: 'damaged' } }
    throw error
  }
}
