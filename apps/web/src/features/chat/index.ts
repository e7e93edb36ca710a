// The chat feature's public surface. Its pages (ChatPage, keys/ChatSettingsPage) are loaded lazily
// by the shell; nothing here may pull Dexie or the chat screens into another feature's chunk.
export { chatPathForUser } from './data/open-chat.ts';
export { wipeChatDevice } from './store/wipe.ts';
