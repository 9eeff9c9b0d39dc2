import { expect, test, vi } from 'vitest'
import { parseJsonOncePerText, parseOncePerSearch } from './parse-once.ts'

test('each search text is parsed once, whichever params object carries it', () => {
  const parse = vi.fn((params: URLSearchParams) => ({ q: params.get('q') }))
  const read = parseOncePerSearch(parse)
  const first = read(new URLSearchParams('q=abel'))
  expect(read(new URLSearchParams('q=abel'))).toBe(first)
  expect(parse).toHaveBeenCalledTimes(1)
  expect(read(new URLSearchParams('q=anna'))).toEqual({ q: 'anna' })
  expect(parse).toHaveBeenCalledTimes(2)
})

test('only the latest searches are kept: the oldest is parsed again', () => {
  const parse = vi.fn((params: URLSearchParams) => ({ page: params.get('page') }))
  const read = parseOncePerSearch(parse)
  for (let page = 1; page <= 17; page += 1) read(new URLSearchParams({ page: String(page) }))
  expect(parse).toHaveBeenCalledTimes(17)
  read(new URLSearchParams('page=17'))
  expect(parse).toHaveBeenCalledTimes(17)
  expect(read(new URLSearchParams('page=1'))).toEqual({ page: '1' })
  expect(parse).toHaveBeenCalledTimes(18)
})

test('JSON text is parsed once: the same text gives the same object', () => {
  const read = parseJsonOncePerText<{ readonly a: number }>()
  const first = read('{"a":1}')
  expect(first).toEqual({ a: 1 })
  expect(read('{"a":1}')).toBe(first)
  expect(read('{"a":2}')).toEqual({ a: 2 })
  expect(() => read('{')).toThrow(SyntaxError)
})
