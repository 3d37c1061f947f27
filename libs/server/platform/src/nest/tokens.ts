export const APP_CONFIG = Symbol('APP_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const DATABASE = Symbol('DATABASE');
export const INLINE_PROJECTIONS = Symbol('INLINE_PROJECTIONS');
export const ASYNC_PROJECTIONS = Symbol('ASYNC_PROJECTIONS');
export const BLOB_STORE = Symbol('BLOB_STORE');
