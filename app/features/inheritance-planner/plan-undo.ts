import type { Barracks } from '#app/domain/barracks-model.ts'

/**
 * A barracks' fingerprint (cyrb53 over its fields in a fixed order): the undo of an applied
 * plan is offered only while the barracks is the one the plan left, so it never undoes a later
 * change. Fields are listed, not serialised whole: the order of an object's keys is no change.
 */
export function fingerprintBarracks(barracks: Barracks): string {
  const text = JSON.stringify([
    barracks.entries.map((entry) => [
      entry.id,
      entry.heroId,
      entry.rarity,
      entry.merges,
      entry.dragonflowers,
      entry.copies,
      entry.role,
      entry.learnedSkillIds,
    ]),
    barracks.manuals.map((manual) => [manual.heroId, manual.rarity, manual.count]),
  ])
  let first = 0xdeadbeef
  let second = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    first = Math.imul(first ^ code, 2654435761)
    second = Math.imul(second ^ code, 1597334677)
  }
  first =
    Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909)
  second =
    Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909)
  const hash = 4294967296 * (2097151 & second) + (first >>> 0)
  return `${text.length.toString(36)}-${hash.toString(36)}`
}
