import { act, renderHook } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import { encodeEnvelope, storageKeys } from '#app/storage/browser-saves.ts'
import { COLLECTION_STORAGE } from '#app/storage/collection.ts'
import type { SavedPlan } from '#app/storage/saved-plan.ts'
import { persistedStore } from '#app/storage/use-persisted-state.ts'
import {
  PLANNER_SEARCH_DEFAULTS,
  type PlannerSearch,
  parsePlannerSearch,
} from './planner-search.ts'
import { useKeptPlan } from './use-kept-plan.ts'

const store = persistedStore(COLLECTION_STORAGE)
const searchOf = (query: string) => parsePlannerSearch(new URLSearchParams(query))
const ike = searchOf('target=PID_Ike.5.b.SID_a&protect=limited5')
const roy = searchOf('target=PID_Roy.4.g.SID_b')
const planOf = ({ targets, keep, protect }: PlannerSearch): SavedPlan => ({
  targets,
  keep,
  protect,
})

function storePlan(plan: unknown) {
  window.localStorage.setItem(
    storageKeys(COLLECTION_STORAGE.name).data,
    encodeEnvelope(COLLECTION_STORAGE, { ...COLLECTION_STORAGE.initial, plan }, new Date()),
  )
  store.onStorageKey(null)
}

function renderKept(search: PlannerSearch, isEnabled = true) {
  const onRestore = vi.fn()
  const view = renderHook(
    ({ current }: { current: PlannerSearch }) =>
      useKeptPlan({ search: current, isEnabled, onRestore }),
    { initialProps: { current: search } },
  )
  return { ...view, onRestore }
}

beforeEach(() => {
  window.localStorage.clear()
  store.onStorageKey(null)
})

test('a page opened without a plan shows the kept one', () => {
  storePlan(planOf(ike))
  const { onRestore } = renderKept(PLANNER_SEARCH_DEFAULTS)
  expect(onRestore).toHaveBeenCalledWith(planOf(ike))
})

test('the kept plan follows the page’s; a link’s plan can give back the one it replaced', () => {
  storePlan(planOf(ike))
  const { result, rerender, onRestore } = renderKept(roy)
  expect(onRestore).not.toHaveBeenCalled()
  expect(store.getSnapshot().data.plan).toEqual(planOf(roy))
  expect(result.current.replaced).toEqual(planOf(ike))
  rerender({ current: { ...roy, keep: ['PID_Abel'] as never[] } })
  expect(store.getSnapshot().data.plan).toMatchObject({ keep: ['PID_Abel'] })
  act(() => result.current.dismissReplaced())
  expect(result.current.replaced).toBeNull()
})

test('a plan stored from elsewhere (a save loaded) is shown at once', () => {
  const { onRestore } = renderKept(roy)
  act(() => {
    store.set((data) => ({ ...data, plan: planOf(ike) }))
  })
  expect(onRestore).toHaveBeenCalledWith(planOf(ike))
})

test('a damaged kept plan is refused with the reason and left as it is until a new plan', () => {
  storePlan({ targets: [{ heroId: 'PID_Ike', rarity: 9, isOwned: true, wants: [] }] })
  const { result, rerender, onRestore } = renderKept(PLANNER_SEARCH_DEFAULTS)
  expect(onRestore).not.toHaveBeenCalled()
  expect(result.current.refused).toMatchObject({ code: 'invalid', path: 'plan.targets.0.rarity' })
  expect(store.getSnapshot().data.plan).toMatchObject({ targets: [{ rarity: 9 }] })
  rerender({ current: roy })
  expect(store.getSnapshot().data.plan).toEqual(planOf(roy))
  expect(result.current.refused).toBeNull()
})

test('a shared barracks’ plan is not the player’s: nothing kept, nothing shown', () => {
  storePlan(planOf(ike))
  const { onRestore } = renderKept(roy, false)
  expect(onRestore).not.toHaveBeenCalled()
  expect(store.getSnapshot().data.plan).toEqual(planOf(ike))
})
