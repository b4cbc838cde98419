import { KeysetCursor, decodeKeysetCursor, encodeKeysetCursor } from '../../common/pagination/keyset';
import { isStoredDateTime } from '../../common/pagination/stored-datetime';

/** Conversation pages run by (last activity, id), newest first; the cursor is the last row's pair, opaque to clients. */
export const encodeConversationCursor = (cursor: KeysetCursor): string => encodeKeysetCursor(cursor);
export const decodeConversationCursor = (value: unknown): KeysetCursor | null => decodeKeysetCursor(value, isStoredDateTime);
