/** Shared enumerations, constants and pure rules of Tribune, used by server and web. */
export * from './constants.ts';
export * from './locales.ts';
export * from './route-words.ts';
export * from './module-config.ts';
export * from './modules.ts';
export * from './routes.ts';
export * from './menu.ts';
export * from './meta.ts';
export * from './browser.ts';
export * from './errors.ts';
export * from './translations.ts';
export * from './prompts.ts';
export * from './auth.ts';
export * from './content.ts';
export * from './chat.ts';
export * from './notifications.ts';
