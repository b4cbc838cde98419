/** The Messages page; /messages/<id> opens a thread (the link the API's emails carry). /inbox redirects here. */
export const MESSAGES_PATH = '/messages';
