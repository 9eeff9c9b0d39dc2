import { createContext } from 'react-router'

/** Per-request values set by the host (server.ts) before React Router runs. */
export type RequestValues = { nonce: string }

export const requestContext = createContext<RequestValues>({ nonce: '' })
