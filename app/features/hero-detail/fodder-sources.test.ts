import { describe, expect, test } from 'vitest'
import { DEFAULT_FODDER_SOURCES, FODDER_SOURCE_PRESETS } from '#app/domain/availability.ts'
import { findPreset, parseFodderSources } from './fodder-sources.ts'

describe('parseFodderSources', () => {
  test.each([
    [null, DEFAULT_FODDER_SOURCES],
    ['not json', DEFAULT_FODDER_SOURCES],
    ['{"a":1}', DEFAULT_FODDER_SOURCES],
    ['[]', DEFAULT_FODDER_SOURCES],
    ['["hg", 3]', DEFAULT_FODDER_SOURCES],
    ['["divineCodes","generic4","divineCodes","hg"]', ['divineCodes', 'generic4']],
  ])('%s', (text, expected) => {
    expect(parseFodderSources(text)).toEqual(expected)
  })
})

describe('findPreset', () => {
  test.each([
    [DEFAULT_FODDER_SOURCES, 'withoutDivineCodes'],
    [FODDER_SOURCE_PRESETS.divineCodesFirst, 'divineCodesFirst'],
    [FODDER_SOURCE_PRESETS.specialHeroesFirst, 'specialHeroesFirst'],
    [['generic4'], 'custom'],
  ] as const)('%j is %s', (sources, preset) => {
    expect(findPreset(sources)).toBe(preset)
  })
})
