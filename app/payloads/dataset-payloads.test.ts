import { expect, test } from 'vitest'
import { packPortrait, unpackPortrait } from './dataset-payloads.ts'

const WIKI = 'https://vignette.wikia.nocookie.net/feheroes_gamepedia_en/images'

test.each([
  {
    name: 'the usual file name: the hash and the date only',
    hero: { name: 'Abel', title: 'The Panther' },
    url: `${WIKI}/7/7c/Abel_The_Panther_Face_FC.webp/revision/latest?cb=20190920195422`,
    packed: '7c|20190920195422',
  },
  {
    name: 'punctuation dropped from a plain (ASCII) usual name',
    hero: { name: "L'Arachel", title: 'Tiny Princess (Ver. 2)!' },
    url: `${WIKI}/1/1f/LArachel_Tiny_Princess_Ver_2_Face_FC.webp/revision/latest?cb=3`,
    packed: '1f|3',
  },
  {
    name: 'accents and punctuation dropped from the usual name',
    hero: { name: 'Céline', title: "Teatime Ninja's-Way" },
    url: `${WIKI}/e/e5/Celine_Teatime_Ninjas-Way_Face_FC.webp/revision/latest?cb=1`,
    packed: 'e5|1',
  },
  {
    name: 'another file name is kept',
    hero: { name: 'Alfaðör', title: 'Celestial King' },
    url: `${WIKI}/a/ab/Alfador_Celestial_King_Face_FC.webp/revision/latest?cb=2`,
    packed: 'ab|2|Alfador_Celestial_King_Face_FC.webp',
  },
  {
    name: 'another address is kept whole',
    hero: { name: 'Abel', title: 'The Panther' },
    url: 'https://example.org/abel.png',
    packed: 'https://example.org/abel.png',
  },
  { name: 'no portrait', hero: { name: 'Abel', title: 'The Panther' }, url: null, packed: null },
])('portraits pack and unpack: $name', ({ hero, url, packed }) => {
  expect(packPortrait(url, hero)).toBe(packed)
  expect(unpackPortrait(packed, hero)).toBe(url)
})

test('an address that would not come back the same is kept whole', () => {
  const url = `${WIKI}/x/7c/Abel_The_Panther_Face_FC.webp/revision/latest?cb=1`.replace(
    '/x/',
    '/0/',
  )
  expect(packPortrait(url, { name: 'Abel', title: 'The Panther' })).toBe(url)
})
