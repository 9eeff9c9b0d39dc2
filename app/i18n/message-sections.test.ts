import { describe, expect, it } from 'vitest'
import english from '#app/locales/en.json'
import { FRAME_MESSAGE_SECTIONS, pickSections, sectionOfKey } from './message-sections.ts'

describe('sectionOfKey', () => {
  it.each([
    ['units.columns.name', 'units'],
    ['app.name', 'app'],
    ['app', 'app'],
  ])('%s is in %s', (key, section) => {
    expect(sectionOfKey(key)).toBe(section)
  })
})

describe('pickSections', () => {
  it('keeps the asked sections and skips unknown ones', () => {
    const tree = { a: 'A', b: { c: 'C' }, d: 'D' }
    expect(pickSections(tree, ['b', 'd', 'missing'])).toEqual({ b: { c: 'C' }, d: 'D' })
  })

  it('gives the frame a small part of the message file', () => {
    const frame = JSON.stringify(pickSections(english, FRAME_MESSAGE_SECTIONS)).length
    expect(frame).toBeLessThan(JSON.stringify(english).length / 4)
  })
})
