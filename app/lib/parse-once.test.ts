import { expect, test, vi } from 'vitest'
import { parseOncePerParams } from './parse-once.ts'

test('each params object is parsed once; another object, even an equal one, again', () => {
  const parse = vi.fn((params: URLSearchParams) => ({ q: params.get('q') }))
  const read = parseOncePerParams(parse)
  const params = new URLSearchParams('q=abel')
  expect(read(params)).toBe(read(params))
  expect(parse).toHaveBeenCalledTimes(1)
  expect(read(new URLSearchParams('q=abel'))).toEqual({ q: 'abel' })
  expect(parse).toHaveBeenCalledTimes(2)
})
