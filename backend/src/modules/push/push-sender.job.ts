import { Inject, Injectable } from '@nestjs/common';
import * as webpush from 'web-push';
import { PUSH_LIMITS } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { TimedJob } from '../../common/clock/timed-job';
import { PushRepository } from './push.repository';
import { PushPresenceService } from './push-presence.service';
import { VapidKeys } from './vapid-keys';
import { PushDelivery } from './entities/push-delivery.entity';
import { PushSubscription } from './entities/push-subscription.entity';

/** A claim lasts this long: a sender that stops mid-send leaves the push to be claimed again after it. */
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 50;
const SEND_TIMEOUT_MS = 10_000;

export type PushOutcome = 'sent' | 'skipped' | 'gone' | 'retry' | 'failed';

/** What a push service's answer means for the push and the device. */
export function outcomeOf(status: number | null, attempts: number): PushOutcome {
  if (status !== null && status >= 200 && status < 300) return 'sent';
  // The subscription expired or was withdrawn (RFC 8030 §7.3 / the services' practice): the device is forgotten.
  if (status === 404 || status === 410) return 'gone';
  // A refusal of this very push (bad request, payload too large, bad VAPID) does not get better by waiting.
  const transient = status === null || status === 429 || status >= 500;
  if (!transient) return 'failed';
  return attempts > PUSH_LIMITS.retryMinutes.length ? 'failed' : 'retry';
}

/**
 * Sends the queued pushes (push_deliveries) with `web-push` (VAPID signature, RFC 8291 aes128gcm encryption), each
 * instance every PUSH_SENDER_POLL_SECONDS and at once after a notification commits. A claim is a conditional UPDATE
 * under a fresh id, so two instances never send a push twice. A member seen in the app within
 * PUSH_QUIET_IF_SEEN_MINUTES gets none (skipped); 404/410 removes the device; other failures retry on the Clock
 * (PUSH_LIMITS.retryMinutes), then give up. The payload is {title, link} and is never logged.
 */
@Injectable()
export class PushSenderJob extends TimedJob {
  /** Runs of this instance, one after the other. */
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly push: PushRepository,
    private readonly presence: PushPresenceService,
    private readonly keys: VapidKeys,
    private readonly clock: Clock,
  ) {
    super('PushSender', config.push.pollSeconds * 1000);
  }

  /** After a notification's commit: a run soon, without waiting for the poll. */
  wake(): void {
    void this.runOnce().catch((error: Error) => this.logger.error(`run failed: ${error.message}`));
  }

  /** One run after those already started on this instance; answers how many pushes it handled. */
  runOnce(): Promise<number> {
    const run = this.tail.then(
      () => this.sendDue(),
      () => this.sendDue(),
    );
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async sendDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const now = this.clock.now();
      const claimed = await this.push.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      if (claimed.length === 0) return handled;
      const devices = new Map((await this.push.subscriptionsByIds([...new Set(claimed.map((row) => row.subscriptionId))])).map((row) => [row.id, row]));
      for (const delivery of claimed) {
        await this.deliver(delivery, devices.get(delivery.subscriptionId));
        handled += 1;
      }
    }
  }

  private async deliver(delivery: PushDelivery, device: PushSubscription | undefined): Promise<void> {
    const claimId = delivery.claimId!;
    const now = this.clock.now();
    if (!device || device.userId !== delivery.userId) return this.push.finish(delivery.id, claimId, 'failed', now);
    if (await this.presence.recentlySeen(delivery.userId, now)) return this.push.finish(delivery.id, claimId, 'skipped', now);
    const status = await this.post(device, { title: delivery.title, link: delivery.link });
    const outcome = outcomeOf(status, delivery.attempts);
    if (outcome !== 'sent') this.logger.warn(`push ${delivery.id} to device ${device.id}: ${status ?? 'no answer'} (${outcome})`);
    switch (outcome) {
      case 'sent':
        await this.push.finish(delivery.id, claimId, 'sent', now);
        return this.push.markSuccess(device.id, now);
      case 'gone':
        // The device's pending pushes go with it (the foreign key cascades).
        return this.push.deleteById(device.id);
      case 'retry':
        return this.push.retryAt(delivery.id, claimId, new Date(now.getTime() + PUSH_LIMITS.retryMinutes[delivery.attempts - 1] * 60 * 1000));
      default:
        return this.push.finish(delivery.id, claimId, outcome === 'skipped' ? 'skipped' : 'failed', now);
    }
  }

  /**
   * web-push builds the request (VAPID JWT for the endpoint's origin, aes128gcm body, TTL); it is sent with fetch, so
   * the test configuration's http://127.0.0.1 stand-in can be reached too (web-push's own sender speaks https only).
   * Answers the HTTP status, or null when there was no answer.
   */
  private async post(device: PushSubscription, payload: { title: string; link: string | null }): Promise<number | null> {
    const url = new URL(device.endpoint);
    if (url.protocol !== 'https:' && !(this.config.push.allowLocalEndpoints && url.hostname === '127.0.0.1')) return 400;
    const vapid = await this.keys.get();
    const details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject: this.config.push.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_LIMITS.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    try {
      const answer = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body as Buffer) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      return answer.status;
    } catch {
      return null;
    }
  }
}
