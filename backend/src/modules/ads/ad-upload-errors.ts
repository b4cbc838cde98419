import { BadRequestException } from '@nestjs/common';
import { formErrors } from '../../common/http/form-errors';

/** A 400 in the validation pipe's shape, with the message filed under the form's `images` field. */
export function imagesError(message: string): BadRequestException {
  return formErrors({ images: [message] });
}
