// Demo data: the mock kit, in one import for handlers. Remove with the mock.
export * from './kit/replies'
export * from './kit/store'
export * from './kit/query'
export * from './kit/crud'
export * from './kit/input'
