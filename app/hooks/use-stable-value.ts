import { useMemo } from 'react'

/**
 * The first of equal values (compared as JSON) while the value stays equal: a memoized part
 * given it skips the renders where a new but equal object arrives (a filter panel while the
 * player types in its search field).
 */
export function useStableValue<Value>(value: Value): Value {
  const key = JSON.stringify(value)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the value's content
  return useMemo(() => value, [key])
}
