import { describe, expect, test } from 'vitest'
import { readMainThreadTasks, type TraceEvent } from './main-thread-tasks.ts'

const PAGE = { pid: 7, tid: 1 }
const mark: TraceEvent = {
  name: 'bench:main-thread-trace',
  cat: 'blink.user_timing',
  ph: 'R',
  ts: 5_000_000,
  ...PAGE,
}
const task = (fields: Partial<TraceEvent>): TraceEvent => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts: 5_010_000,
  dur: 60_000,
  tdur: 20_000,
  ...PAGE,
  ...fields,
})

describe('readMainThreadTasks', () => {
  test.each([
    [
      'a task of the marking thread, on the page clock',
      [mark, task({})],
      [{ startMs: 110, wallMs: 60, threadMs: 20 }],
    ],
    ['another process: a worker or the browser', [mark, task({ pid: 8 })], []],
    ['another thread of the page', [mark, task({ tid: 2 })], []],
    ['not a task', [mark, task({ name: 'Layout' })], []],
    ['a task without its thread time', [mark, task({ tdur: undefined })], []],
  ])('%s', (_case, events, expected) => {
    expect(readMainThreadTasks(events, 100)).toEqual(expected)
  })

  test('without the mark, the page thread is unknown: said, not guessed', () => {
    expect(() => readMainThreadTasks([task({})], 100)).toThrow(/no "bench:main-thread-trace"/)
  })
})
