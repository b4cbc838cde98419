import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { formErrors } from '../../common/http/form-errors';

/** 413 with the spec's text (section 8: 'Images are too large. Kindly provide compressed images.'). */
export function imagesTooLarge(): PayloadTooLargeException {
  return new PayloadTooLargeException({ message: MESSAGES.ad.tooLarge, error_message: MESSAGES.ad.tooLarge });
}

/** A 400 in the validation pipe's shape, with the message filed under the form's `images` field. */
export function imagesError(message: string): BadRequestException {
  return formErrors({ images: [message] });
}
