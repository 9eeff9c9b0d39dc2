import { expect, test } from 'vitest'
import { type MessageKey, type MessageParams, translate } from './messages.ts'

const messages = {
  app: { name: 'Hero Peeler' },
  errors: { notFound: { message: 'Page not found: {path}' } },
  validation: { maxLength: 'You must enter a maximum of {0} characters' },
}

test.each<{ name: string; key: string; params: MessageParams | undefined; expected: string }>([
  { name: 'plain leaf', key: 'app.name', params: undefined, expected: 'Hero Peeler' },
  {
    name: 'named parameter',
    key: 'errors.notFound.message',
    params: { path: '/x' },
    expected: 'Page not found: /x',
  },
  {
    name: 'numbered parameter',
    key: 'validation.maxLength',
    params: { 0: 12 },
    expected: 'You must enter a maximum of 12 characters',
  },
  {
    name: 'missing parameter stays',
    key: 'errors.notFound.message',
    params: {},
    expected: 'Page not found: {path}',
  },
  {
    name: 'missing key shows the key',
    key: 'home.heading',
    params: undefined,
    expected: 'home.heading',
  },
  {
    name: 'branch is not a message',
    key: 'errors.notFound',
    params: undefined,
    expected: 'errors.notFound',
  },
])('translate: $name', ({ key, params, expected }) => {
  expect(translate(messages, key as MessageKey, params)).toBe(expected)
})
