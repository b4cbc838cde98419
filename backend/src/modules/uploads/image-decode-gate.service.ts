import { Injectable } from '@nestjs/common';
import { ConcurrencyGate } from './concurrency-gate';

/** Decoding a picture takes a libvips thread and tens of MB; more than two at once would starve the API on a small host. */
export const MAX_CONCURRENT_IMAGE_DECODES = 2;

/**
 * The one image-decode gate of an instance (a singleton of UploadsModule): ad submission, My ads edits and the
 * profile photo all decode through it, so "two at a time" holds whichever door the pictures came in by. A
 * service wraps its processing function once, in its constructor (`gated(processAdImage)`), so no call of it
 * can skip the gate.
 */
@Injectable()
export class ImageDecodeGate {
  private readonly gate = new ConcurrencyGate(MAX_CONCURRENT_IMAGE_DECODES);

  gated<T>(process: (input: Buffer) => Promise<T>): (input: Buffer) => Promise<T> {
    return (input) => this.gate.run(() => process(input));
  }
}
