/** A game version, "major.minor" as the game prints it ("10.8", "2.0"). */
export type Version = `${number}.${number}`

export type VersionParts = { readonly major: number; readonly minor: number }

/** Minor versions run 0–11 (one a month), except version 1, which stopped at 1.8. */
const LAST_MINOR = 11
const LAST_MINOR_OF_VERSION_1 = 8

/** Splits "10.8" into 10 and 8; null when the text is not a version. */
export function parseVersion(text: string): VersionParts | null {
  const match = /^(\d+)\.(\d+)$/.exec(text.trim())
  if (match === null) return null
  return { major: Number(match[1]), minor: Number(match[2]) }
}

export function formatVersion(parts: VersionParts): Version {
  return `${parts.major}.${parts.minor}`
}

/** Numeric order: 9.11 < 10.0 (not text order); a missing version sorts first. */
export function compareVersions(a: Version | null, b: Version | null): number {
  const left = a === null ? null : parseVersion(a)
  const right = b === null ? null : parseVersion(b)
  if (left === null || right === null) return (left === null ? 0 : 1) - (right === null ? 0 : 1)
  return left.major - right.major || left.minor - right.minor
}

function lastMinorOf(major: number): number {
  return major === 1 ? LAST_MINOR_OF_VERSION_1 : LAST_MINOR
}

/**
 * The version `steps` releases later (negative: earlier), as reference §3.7 counts them:
 * minors 0–11, and 1.8 is followed by 2.0.
 */
export function shiftVersion(version: Version, steps: number): Version {
  const parsed = parseVersion(version)
  if (parsed === null) return version
  let { major, minor } = parsed
  for (let step = 0; step < Math.abs(steps); step += 1) {
    if (steps > 0) {
      if (minor >= lastMinorOf(major)) {
        major += 1
        minor = 0
      } else minor += 1
    } else if (minor === 0) {
      if (major === 1) break
      major -= 1
      minor = lastMinorOf(major)
    } else minor -= 1
  }
  return formatVersion({ major, minor })
}

/** A sortable text key: each part zero-padded to two digits ("9.11" → "09.11"). */
export function toSortableVersion(version: Version): string {
  const parsed = parseVersion(version)
  if (parsed === null) return version
  return `${String(parsed.major).padStart(2, '0')}.${String(parsed.minor).padStart(2, '0')}`
}

/** The newest version among items (the current Hall of Forms version); null when none has one. */
export function findNewestVersion(
  items: readonly { readonly version: Version | null }[],
): Version | null {
  let newest: Version | null = null
  for (const item of items) {
    if (item.version !== null && compareVersions(item.version, newest) > 0) newest = item.version
  }
  return newest
}
