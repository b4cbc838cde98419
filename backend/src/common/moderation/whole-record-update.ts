import { BadRequestException, Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { ADMIN_TEXTS } from './admin-texts';

const SWAGGER_PROPERTY = 'swagger/apiModelProperties';
const READ_ONLY_FIELDS = 'whole-record-update:read-only';

/**
 * The body of a react-admin update (PUT /admin/<resource>/:id). A stock <Edit> form sends the whole record back,
 * so the record's other fields are accepted and documented `readOnly`: sent as they are, they change nothing;
 * changed, they are refused (see refuseChangedReadOnlyFields). `name` is the schema's name in /api/docs-json.
 */
export function WholeRecordUpdate<E, R>(name: string, editable: Type<E>, record: Type<R>, readOnly: ReadonlyArray<keyof R & string>): Type<E & Partial<R>> {
  const update = { [name]: class extends (editable as Type<object>) {} }[name];
  for (const key of readOnly) {
    const documented = Reflect.getMetadata(SWAGGER_PROPERTY, record.prototype, key) ?? {};
    ApiProperty({ ...documented, required: false, readOnly: true, description: `${documented.description ? `${documented.description}. ` : ''}Read-only: may be sent back as it is; a changed value is a 400` })(update.prototype, key);
    Allow()(update.prototype, key);
  }
  Reflect.defineMetadata(READ_ONLY_FIELDS, readOnly, update);
  return update as Type<E & Partial<R>>;
}

/**
 * A read-only field sent with another value than the record has is a 400 naming the field: quietly dropping it
 * would tell the client its change was saved. Values compare as JSON (what the client read from GET).
 */
export function refuseChangedReadOnlyFields(update: object, current: object): void {
  const readOnly: readonly string[] = Reflect.getMetadata(READ_ONLY_FIELDS, update.constructor) ?? [];
  const sent = update as Record<string, unknown>;
  const stored = current as Record<string, unknown>;
  const changed = readOnly.filter((field) => sent[field] !== undefined && JSON.stringify(sent[field]) !== JSON.stringify(stored[field]));
  if (!changed.length) return;
  const messages = changed.map((field) => ADMIN_TEXTS.readOnlyChanged(field));
  throw new BadRequestException({ message: messages, error_message: messages[0], errors: Object.fromEntries(changed.map((field, i) => [field, [messages[i]]])) });
}
