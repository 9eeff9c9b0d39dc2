import {
  DEFAULT_FODDER_SOURCES,
  FODDER_SOURCE_PRESETS,
  FODDER_SOURCES,
  type FodderSource,
  type FodderSourcePreset,
} from '#app/domain/availability.ts'

/** Browser storage key of the Fodder tab's chosen sources (remembered across visits). */
export const FODDER_SOURCES_STORAGE_KEY = 'hero-peeler:fodder-sources'

/** A stored list: known sources, each once, in order; anything else gives the default. */
export function parseFodderSources(text: string | null): readonly FodderSource[] {
  try {
    const parsed: unknown = JSON.parse(text ?? 'null')
    if (!Array.isArray(parsed)) return DEFAULT_FODDER_SOURCES
    const sources = [
      ...new Set(
        parsed.filter((value): value is FodderSource =>
          (FODDER_SOURCES as readonly unknown[]).includes(value),
        ),
      ),
    ]
    return sources.length === 0 ? DEFAULT_FODDER_SOURCES : sources
  } catch {
    return DEFAULT_FODDER_SOURCES
  }
}

/** The preset a list is, or 'custom'. */
export function findPreset(sources: readonly FodderSource[]): FodderSourcePreset | 'custom' {
  const entry = Object.entries(FODDER_SOURCE_PRESETS).find(
    ([, preset]) => preset.join() === sources.join(),
  )
  return entry ? (entry[0] as FodderSourcePreset) : 'custom'
}
