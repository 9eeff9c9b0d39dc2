import { expect, test } from 'vitest'
import { escapeXml } from './xml.ts'

test.each([
  {
    name: 'markup is text',
    text: '<img src=x onerror="alert(1)">',
    expected: '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;',
  },
  { name: 'an ampersand once', text: 'Tom & Jerry &amp;', expected: 'Tom &amp; Jerry &amp;amp;' },
  { name: 'control characters go', text: 'a\u0000b\u0007c\td\ne', expected: 'abc\td\ne' },
  { name: 'a lone surrogate goes, a pair stays', text: '\uD800x😀', expected: 'x😀' },
  { name: 'Japanese ids stay', text: 'PID_アベル', expected: 'PID_アベル' },
])('escapeXml: $name', ({ text, expected }) => {
  expect(escapeXml(text)).toBe(expected)
})
