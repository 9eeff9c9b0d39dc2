import { expect, test } from 'vitest'
import { collectRouteStyles, type GraphModule } from './route-styles.ts'

const APP = '/project/app'

const module = (
  id: string,
  importedIds: string[] = [],
  dynamicallyImportedIds: string[] = [],
): GraphModule => ({ id, importedIds, dynamicallyImportedIds })

test.each<[string, GraphModule[], Record<string, string[]>]>([
  [
    'a route reaches its modules through static imports, at any depth',
    [
      module(`${APP}/routes/units.tsx`, [`${APP}/features/units/page.tsx`]),
      module(`${APP}/features/units/page.tsx`, [
        `${APP}/features/units/page.module.css`,
        `${APP}/components/ui/button.tsx`,
      ]),
      module(`${APP}/components/ui/button.tsx`, [`${APP}/components/ui/button.module.css`]),
    ],
    {
      'routes/units': ['components/ui/button.module.css', 'features/units/page.module.css'],
    },
  ],
  [
    'lazy parts count: a dialog draws with the page’s part of the sheet',
    [
      module(`${APP}/root.tsx`, [], [`${APP}/features/shell/menu.tsx`]),
      module(`${APP}/features/shell/menu.tsx`, [`${APP}/features/shell/menu.module.css`]),
    ],
    { root: ['features/shell/menu.module.css'] },
  ],
  [
    'import circles end, and each route has only what it reaches',
    [
      module(`${APP}/routes/a.tsx`, [`${APP}/lib/x.ts`]),
      module(`${APP}/routes/b.tsx`, [`${APP}/features/b/b.module.css`]),
      module(`${APP}/lib/x.ts`, [`${APP}/lib/y.ts`]),
      module(`${APP}/lib/y.ts`, [`${APP}/lib/x.ts`, `${APP}/features/a/a.module.css`]),
    ],
    { 'routes/a': ['features/a/a.module.css'], 'routes/b': ['features/b/b.module.css'] },
  ],
  [
    'React Router’s route chunks (a query on the route file) are the same route',
    [
      module(`${APP}/routes/skills.tsx?route-chunk=main`, [`${APP}/features/s/s.module.css`]),
      module(`${APP}/routes/skills.tsx`, [`${APP}/features/t/t.module.css?inline`]),
    ],
    { 'routes/skills': ['features/s/s.module.css', 'features/t/t.module.css'] },
  ],
  [
    'not routes: the layouts’ components, tests, plain CSS, CSS outside the app',
    [
      module(`${APP}/routes/home.test.tsx`, [`${APP}/features/h/h.module.css`]),
      module(`${APP}/features/h/h.tsx`, [`${APP}/features/h/h.module.css`]),
      module(`${APP}/routes/home.tsx`, [
        `${APP}/styles/base.css`,
        '/project/node_modules/lib/lib.module.css',
      ]),
    ],
    { 'routes/home': [] },
  ],
])('%s', (_, modules, expected) => {
  expect(collectRouteStyles(modules, APP)).toEqual(expected)
})
