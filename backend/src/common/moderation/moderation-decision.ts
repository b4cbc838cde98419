import { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { rejectionReasonText } from '@community/vocabulary';
import { Rules, oneOf } from '../validation/rules.decorator';
import { RejectionReasonDto } from './rejection-reason.dto';
import { refuseChangedReadOnlyFields } from './whole-record-update';

/** The body of a react-admin decision: the status to give, and with a rejection the reason the owner reads. */
export type ModerationDecision<S> = RejectionReasonDto & { status: S };

/**
 * One decision DTO per moderated kind (ads say 'approved'/'rejected', business groups 1/2, as the spec has
 * them); everything else, the reason included, is the same, so it is made here once. `name` is the class's
 * name in the OpenAPI document.
 */
export function ModerationDecisionDto<S extends string | number>(
  name: string,
  decisions: readonly [S, S],
  invalid: string,
  description?: string,
): Type<ModerationDecision<S>> {
  const decision = { [name]: class extends RejectionReasonDto {} }[name];
  ApiProperty({ enum: decisions, ...(description ? { description } : {}) })(decision.prototype, 'status');
  Rules(oneOf(decisions, invalid))(decision.prototype, 'status');
  return decision as Type<ModerationDecision<S>>;
}

/** What approving and rejecting do for one kind; both answer the decided record. */
export interface DecisionActions<R extends object> {
  current(): Promise<R>;
  approve(): Promise<R>;
  reject(reason: string | null): Promise<R>;
}

/**
 * A react-admin decision: a changed read-only field is refused first (nothing is decided), then the approval,
 * or the rejection with its reason in the owner's words ("<choice>: <text>").
 */
export async function decide<S, R extends object>(dto: ModerationDecision<S>, approved: S, actions: DecisionActions<R>): Promise<R> {
  refuseChangedReadOnlyFields(dto, await actions.current());
  return dto.status === approved ? actions.approve() : actions.reject(rejectionReasonText(dto.reason_code, dto.reason));
}
