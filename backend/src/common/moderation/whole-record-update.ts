import { BadRequestException, Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { isDeepStrictEqual } from 'node:util';
import { ADMIN_TEXTS } from './admin-texts';

const SWAGGER_PROPERTY = 'swagger/apiModelProperties';
const READ_ONLY_FIELDS = 'whole-record-update:read-only';

/** The record's fields an update must send back unchanged, and those the server moves on its own. */
export interface RecordFields<R> {
  /** The record's content: sent back as it was, it changes nothing; changed, it is a 400 naming the field. */
  readOnly: ReadonlyArray<keyof R & string>;
  /**
   * State the server keeps moving while an admin looks at the record (delivery attempts, a conversation's replies,
   * a decision another admin took): whatever is sent is ignored, since a value read a minute ago may be stale
   * without the client having changed anything.
   */
  serverKept?: ReadonlyArray<keyof R & string>;
}

/**
 * The body of a react-admin update (PUT /admin/<resource>/:id). A stock <Edit> form, and ra-data-simple-rest's
 * update, send the whole record back, so every admin resource with an update takes the record's other fields,
 * documented `readOnly` (see RecordFields), beside the ones it changes. `name` is the schema's name in
 * /api/docs-json. The service calls refuseChangedReadOnlyFields with the record as GET answers it.
 */
export function WholeRecordUpdate<E, R>(name: string, editable: Type<E>, record: Type<R>, fields: RecordFields<R>): Type<E & Partial<R>> {
  const update = { [name]: class extends (editable as Type<object>) {} }[name];
  const note = (key: string) =>
    fields.readOnly.includes(key as keyof R & string)
      ? 'Read-only: may be sent back as it is; a changed value is a 400'
      : 'Read-only, kept by the server: any value sent is ignored';
  for (const key of [...fields.readOnly, ...(fields.serverKept ?? [])]) {
    const documented = Reflect.getMetadata(SWAGGER_PROPERTY, record.prototype, key) ?? {};
    ApiProperty({ ...documented, required: false, readOnly: true, description: `${documented.description ? `${documented.description}. ` : ''}${note(key)}` })(
      update.prototype,
      key,
    );
    Allow()(update.prototype, key);
  }
  Reflect.defineMetadata(READ_ONLY_FIELDS, fields.readOnly, update);
  return update as Type<E & Partial<R>>;
}

/**
 * A read-only field sent with another value than the record has is a 400 naming the field: quietly dropping it
 * would tell the client its change was saved. Values compare as JSON (what the client read from GET), whatever
 * the order of an object's keys.
 */
export function refuseChangedReadOnlyFields(update: object, current: object): void {
  const readOnly: readonly string[] = Reflect.getMetadata(READ_ONLY_FIELDS, update.constructor) ?? [];
  const sent = update as Record<string, unknown>;
  const stored = current as Record<string, unknown>;
  const changed = readOnly.filter((field) => sent[field] !== undefined && !isDeepStrictEqual(asJson(sent[field]), asJson(stored[field])));
  if (!changed.length) return;
  const messages = changed.map((field) => ADMIN_TEXTS.readOnlyChanged(field));
  throw new BadRequestException({
    message: messages,
    error_message: messages[0],
    errors: Object.fromEntries(changed.map((field, i) => [field, [messages[i]]])),
  });
}

const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
