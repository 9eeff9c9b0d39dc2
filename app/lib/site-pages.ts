/** The pages of the site (spec §2), grouped as the menu and the home page list them. */
export const SITE_PAGE_GROUPS = [
  {
    name: 'heroesAndSkills',
    pages: [
      { routeName: 'units', path: '/units' },
      { routeName: 'units-maximum-scores', path: '/units-maximum-scores' },
      { routeName: 'score-calc', path: '/score-calc' },
      { routeName: 'assets', path: '/assets' },
      { routeName: 'skills', path: '/skills' },
      { routeName: 'skills-tree', path: '/skills-tree' },
      { routeName: 'skills-lists', path: '/skills-lists' },
      { routeName: 'skills-fodders', path: '/skills-fodders' },
      { routeName: 'barracks', path: '/barracks' },
      { routeName: 'inheritance-planner', path: '/inheritance-planner' },
      { routeName: 'catalog-of-heroes', path: '/catalog-of-heroes' },
    ],
  },
  {
    name: 'events',
    pages: [
      { routeName: 'events-hall-of-forms', path: '/events/hall-of-forms' },
      { routeName: 'events-binding-worlds', path: '/events/binding-worlds' },
    ],
  },
  {
    name: 'misc',
    pages: [
      { routeName: 'misc-glossary', path: '/misc/glossary' },
      { routeName: 'misc-stats-evolution', path: '/misc/stats-evolution' },
      { routeName: 'misc-whats-new', path: '/misc/whats-new' },
    ],
  },
] as const

export type SitePageGroup = (typeof SITE_PAGE_GROUPS)[number]
export type SitePage = SitePageGroup['pages'][number]
/** Route names follow the paths, `/` becoming `-`; they key the page titles `home.title.<name>`. */
export type RouteName = SitePage['routeName'] | 'home'
