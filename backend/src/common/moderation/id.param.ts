import { BadRequestException, Param, PipeTransform } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';

class PositiveIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0) throw new BadRequestException(MESSAGES.moderation.idInvalid);
    return id;
  }
}

/** The `:id` of /admin/<resource>/:id as a number, or a 400 that says what an id looks like. */
export const IdParam = () => Param('id', new PositiveIdPipe());

/** Another id of the path (`/account/jobs/:id/applications/:applicationId`), read the same way. */
export const IdParamNamed = (name: string) => Param(name, new PositiveIdPipe());
