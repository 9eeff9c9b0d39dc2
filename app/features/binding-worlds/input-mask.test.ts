import { describe, expect, test } from 'vitest'
import { applyMask, type InputMaskOptions, readMaskOutput } from './input-mask.ts'

describe('applyMask', () => {
  test.each<{
    name: string
    value: string
    options: InputMaskOptions
    masked: string
    unmasked: string
    isComplete: boolean
  }>([
    {
      name: '# takes digits only',
      value: '1a2b',
      options: { mask: '#-#' },
      masked: '1-2',
      unmasked: '12',
      isComplete: true,
    },
    {
      name: '@ takes letters only',
      value: 'a1b',
      options: { mask: '@@' },
      masked: 'ab',
      unmasked: 'ab',
      isComplete: true,
    },
    {
      name: '* takes letters and digits',
      value: 'a1-b2',
      options: { mask: '****' },
      masked: 'a1b2',
      unmasked: 'a1b2',
      isComplete: true,
    },
    {
      name: 'incomplete below the mask length',
      value: '1',
      options: { mask: '#-#' },
      masked: '1',
      unmasked: '1',
      isComplete: false,
    },
    {
      name: 'eager types the next literal',
      value: '12',
      options: { mask: '##-##', eager: true },
      masked: '12-',
      unmasked: '12',
      isComplete: false,
    },
    {
      name: 'not eager waits for the next digit',
      value: '12',
      options: { mask: '##-##' },
      masked: '12',
      unmasked: '12',
      isComplete: false,
    },
    {
      name: 'reversed fills from the right',
      value: '1234',
      options: { mask: '#,###', reversed: true },
      masked: '1,234',
      unmasked: '1234',
      isComplete: true,
    },
    {
      name: 'a list uses the shortest that fits: short',
      value: '12',
      options: { mask: ['#-#', '##-##'] },
      masked: '1-2',
      unmasked: '12',
      isComplete: true,
    },
    {
      name: 'a list uses the shortest that fits: long',
      value: '1234',
      options: { mask: ['#-#', '##-##'] },
      masked: '12-34',
      unmasked: '1234',
      isComplete: true,
    },
    {
      name: 'a function chooses by value',
      value: 'ab12',
      options: { mask: (value: string) => (value.length > 2 ? '@@-##' : '@@') },
      masked: 'ab-12',
      unmasked: 'ab12',
      isComplete: true,
    },
    {
      // A number has no mask length: it is never "complete".
      name: 'number with locale and fraction digits',
      value: '12345.678',
      options: { number: { locale: 'en', fraction: 2 } },
      masked: '12,345.67',
      unmasked: '12345.67',
      isComplete: false,
    },
    {
      name: 'unsigned number drops the sign',
      value: '-12',
      options: { number: { unsigned: true } },
      masked: '12',
      unmasked: '12',
      isComplete: false,
    },
    {
      name: 'signed number keeps it',
      value: '-12',
      options: { number: {} },
      masked: '-12',
      unmasked: '-12',
      isComplete: false,
    },
  ])('$name', ({ value, options, masked, unmasked, isComplete }) => {
    expect(applyMask(value, options)).toEqual({ masked, unmasked, isComplete })
  })
})

describe('readMaskOutput', () => {
  const value = { masked: '12-34', unmasked: '1234', isComplete: true }
  test.each([
    { output: 'masked' as const, expected: '12-34' },
    { output: 'unmasked' as const, expected: '1234' },
    { output: 'completed' as const, expected: true },
  ])('$output', ({ output, expected }) => {
    expect(readMaskOutput(value, output)).toBe(expected)
  })
})
