import { describe, expect, test } from 'vitest'
import english from '#app/locales/en.json' with { type: 'json' }
import { describePhoneVariant, findPhoneTask, summarizePhoneRun } from './phone-run.ts'

describe('findPhoneTask', () => {
  test.each([
    {
      route: '/units',
      field: english.units.filters.search,
      query: 'abe',
      count: '3 of 1,409 heroes',
    },
    { route: '/skills', field: english.skills.filters.name, query: 'cou', count: '26 skills' },
  ])('$route: three letters in the name search, behind the filters button', (expected) => {
    const task = findPhoneTask(expected.route)
    if (task.kind !== 'search') throw new Error(`${expected.route} has no search task`)
    expect(task.openerLabel).toBe(english.filters.open)
    expect(task.fieldLabel).toBe(expected.field)
    expect(task.query).toBe(expected.query)
    expect(task.resultCount.test(expected.count)).toBe(true)
  })

  test.each(['/', '/skills-fodders', '/misc/glossary'])('%s: the site menu', (route) => {
    expect(findPhoneTask(route)).toEqual({
      kind: 'menu',
      buttonLabel: english.nav.open,
      menuLabels: [english.nav.label, 'Site menu'],
    })
  })
})

const ROW = { route: '/units', variant: 'slow 4G, 4× CPU' }

function readFigures(row: ReturnType<typeof summarizePhoneRun>) {
  return Object.fromEntries(row.figures.map((figure) => [figure.key, figure.value]))
}

test.each([
  {
    name: 'every mark: no error',
    marks: { fcpMs: 812.4, hydrationMs: 3_600, workingMs: 7_900 },
    error: undefined,
  },
  {
    name: 'a missing element is the row’s error',
    marks: {
      fcpMs: 812.4,
      hydrationMs: 3_600,
      workingMs: null,
      error: 'no “Filters” button within 60 s',
    },
    error: 'no “Filters” button within 60 s',
  },
  {
    name: 'no first contentful paint',
    marks: { fcpMs: null, hydrationMs: 3_600, workingMs: 7_900 },
    error: 'the page reported no first-contentful-paint',
  },
  {
    name: 'no answer and no reason',
    marks: { fcpMs: 812.4, hydrationMs: null, workingMs: null },
    error: 'the page never answered',
  },
])('summarizePhoneRun: $name', ({ marks, error }) => {
  const row = summarizePhoneRun(ROW, marks)
  expect(row.error).toBe(error)
  expect(readFigures(row)).toEqual({
    fcpMs: marks.fcpMs,
    hydrationMs: marks.hydrationMs,
    workingMs: marks.workingMs,
  })
  expect(row.figures.every((figure) => figure.unit === 'ms')).toBe(true)
})

test('describePhoneVariant: the network and the CPU slowdown', () => {
  expect(describePhoneVariant(4)).toBe('slow 4G, 4× CPU')
})
