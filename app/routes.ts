import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

// Spec §2: twelve pages, three layouts (default, unit filters, skill filters), no parameters;
// product.md adds /score-calc, /misc/glossary, /barracks and /inheritance-planner; issue 26
// /misc/whats-new (with its Atom feed) and /status.
export default [
  route('api/update-theme', 'routes/api.update-theme.ts'),
  route('_i18n/:locale/messages.json', 'routes/i18n-messages.ts'),
  route('payloads/:file', 'routes/payloads.ts'),
  route('api/heroes/:key', 'routes/api.heroes.ts'),
  route('api/skills/:key', 'routes/api.skills.ts'),
  route('api/score-calc/:heroId/skills', 'routes/api.score-calc-skills.ts'),
  route('api/skill-tree/:id', 'routes/api.skill-tree.ts'),
  route('api/stats-evolution-chart', 'routes/api.stats-evolution-chart.ts'),
  route('styles/:file', 'routes/site-sheet.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('misc/whats-new.atom', 'routes/misc.whats-new.atom.ts'),
  layout('routes/layouts/default.tsx', [
    index('routes/home.tsx'),
    route('assets', 'routes/assets.tsx'),
    route('skills-tree', 'routes/skills-tree.tsx'),
    route('skills-lists', 'routes/skills-lists.tsx'),
    route('skills-fodders', 'routes/skills-fodders.tsx'),
    route('catalog-of-heroes', 'routes/catalog-of-heroes.tsx'),
    route('inheritance-planner', 'routes/inheritance-planner.tsx'),
    route('events/hall-of-forms', 'routes/events.hall-of-forms.tsx'),
    route('events/binding-worlds', 'routes/events.binding-worlds.tsx'),
    route('misc/stats-evolution', 'routes/misc.stats-evolution.tsx'),
    route('misc/glossary', 'routes/misc.glossary.tsx'),
    route('misc/whats-new', 'routes/misc.whats-new.tsx'),
    route('status', 'routes/status.tsx'),
    route('score-calc', 'routes/score-calc.tsx'),
    route('offline', 'routes/offline.tsx'),
    layout('routes/layouts/unit-filters.tsx', [
      route('units', 'routes/units.tsx'),
      route('units-maximum-scores', 'routes/units-maximum-scores.tsx'),
      // The barracks lists its heroes through the same filters as the heroes pages.
      route('barracks', 'routes/barracks.tsx'),
    ]),
    layout('routes/layouts/skill-filters.tsx', [route('skills', 'routes/skills.tsx')]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
