import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { ACCOUNT_TEXTS, MESSAGES, roleForMentorship } from '@community/vocabulary';
import { formErrors } from '../../common/http/form-errors';
import { AuthUser } from '../../common/auth/auth-user';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';
import { AuditService } from '../audit/audit.service';
import { UpdateProfileDto } from './dto/account-requests.dto';
import { CompleteProfileDto } from '../auth/dto/complete-profile.dto';
import { ImageStorageService } from '../uploads/image-storage.service';
import { photoKey, processProfilePhoto } from './profile-photo';
import { ImageDecodeGate } from '../uploads/image-decode-gate.service';
import { VERIFICATION_REMOVED_BY_PROFILE_CHANGE } from '../users/verification.service';

export interface ProfileChange {
  user: User;
  /** Industry or mentorship changed: audit-logged, and (with the trust issue) a verified mark is removed. */
  sensitiveChange: string | null;
}

@Injectable()
export class ProfileService {
  private readonly logger = new Logger('ProfilePhoto');
  /** processProfilePhoto behind the instance's decode gate, shared with the ad pictures. */
  private readonly decodePhoto: (upload: Buffer) => Promise<Buffer>;

  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly storage: ImageStorageService,
    decodeGate: ImageDecodeGate,
  ) {
    this.decodePhoto = decodeGate.gated(processProfilePhoto);
  }

  /** The new file is written before the row points at it; the old one is removed after. */
  async setPhoto(userId: number, upload: Buffer): Promise<string> {
    const photo = await this.decodePhoto(upload);
    const user = await this.get(userId);
    const key = photoKey();
    await this.storage.save(key, photo, 'image/webp');
    const previous = user.photoUrl;
    // The photo column only (see change()): the row was read before the file was stored, which may take a while.
    await this.users.save(Object.assign(new User(), { id: user.id, photoUrl: key }));
    if (previous) await this.removeFile(previous);
    return key;
  }

  async removePhoto(userId: number): Promise<void> {
    const user = await this.get(userId);
    if (!user.photoUrl) return;
    const previous = user.photoUrl;
    await this.users.save(Object.assign(new User(), { id: user.id, photoUrl: null }));
    await this.removeFile(previous);
  }

  private removeFile(key: string): Promise<void> {
    return this.storage.delete(key).catch((error: Error) => this.logger.error(`could not remove ${key}: ${error.message}`));
  }

  async get(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.http.unauthorized);
    return user;
  }

  async update(actor: AuthUser, dto: UpdateProfileDto): Promise<User> {
    // PATCH leaves out what stays; the optional-field rules let null through, and no profile field may become null.
    const nulls = Object.entries(dto).filter(([, value]) => value === null);
    if (nulls.length) throw formErrors(Object.fromEntries(nulls.map(([field]) => [field, [`${field} ${ACCOUNT_TEXTS.fieldNotNull}`]])));
    return this.change(actor, await this.get(actor.id), dto);
  }

  /**
   * PATCH /auth/profile, the spec's door for a first Google sign-in's missing fields. Any signed-in member can call
   * it again later, so it is the same change as PATCH /account (issue #23: it used to move a verified member into
   * another industry keeping the mark and writing no audit entry). An empty description keeps the one there.
   */
  async complete(actor: AuthUser, dto: CompleteProfileDto): Promise<User> {
    const { Description, ...required } = dto;
    return this.change(actor, await this.get(actor.id), Description?.trim() ? { ...required, Description } : required, { profileComplete: true });
  }

  /** The one door every profile change goes through: the rule, the verified mark, the save and the audit entries. */
  private async change(actor: AuthUser, user: User, dto: UpdateProfileDto, also: Partial<User> = {}): Promise<User> {
    const { sensitiveChange } = applyProfileChange(user, dto);
    // Only the columns this change sets: the whole row read a moment ago would write back what an admin changed
    // meanwhile (a suspension, the token version). save() lets SearchTextSubscriber recompute the search columns and
    // the directory section from the row as it is now. The admin checked credentials for the old industry or role,
    // which say nothing about the new one: the mark goes in the same transaction, whatever the read above said.
    const columns = Object.assign(new User(), { id: user.id }, pickProfileColumns(user, dto), also);
    const removedMark = await this.users.saveProfileChange(columns, sensitiveChange !== null);
    if (sensitiveChange) await this.audit.record(actor, 'change-profile', 'user', user.id, sensitiveChange);
    if (removedMark) await this.audit.record(actor, 'remove-verification', 'user', user.id, VERIFICATION_REMOVED_BY_PROFILE_CHANGE);
    return this.get(user.id);
  }
}

/** The columns a profile change may set, for the fields it was given (mentorship also sets the role). */
function pickProfileColumns(user: User, dto: UpdateProfileDto): Partial<User> {
  const columns: Partial<User> = {};
  if (dto.name !== undefined) columns.name = user.name;
  if (dto.PhoneNumber !== undefined) columns.phoneNumber = user.phoneNumber;
  if (dto.JobTitle !== undefined) columns.jobTitle = user.jobTitle;
  if (dto.Description !== undefined) columns.description = user.description;
  if (dto.IndustryType !== undefined) columns.industry = user.industry;
  if (dto.mentorship !== undefined) Object.assign(columns, { mentorship: user.mentorship, role: user.role });
  if (dto.language !== undefined) columns.language = user.language;
  return columns;
}

/** The pure rule: trims like registration, moves helper ↔ seeker with mentorship, never touches an admin's or business's role. */
export function applyProfileChange(user: User, dto: UpdateProfileDto): ProfileChange {
  const changes: string[] = [];
  if (dto.name !== undefined) user.name = dto.name.trim();
  if (dto.PhoneNumber !== undefined) user.phoneNumber = dto.PhoneNumber.trim();
  if (dto.JobTitle !== undefined) user.jobTitle = dto.JobTitle.trim();
  if (dto.Description !== undefined) user.description = dto.Description.trim() || null;
  if (dto.language !== undefined) user.language = dto.language;
  if (dto.IndustryType !== undefined && dto.IndustryType !== user.industry) {
    changes.push(`industry: ${user.industry ?? 'none'} -> ${dto.IndustryType}`);
    user.industry = dto.IndustryType;
  }
  if (dto.mentorship !== undefined && dto.mentorship !== user.mentorship) {
    changes.push(`mentorship: ${user.mentorship ?? 'none'} -> ${dto.mentorship}`);
    user.mentorship = dto.mentorship;
    if (user.role === 'helper' || user.role === 'seeker') user.role = roleForMentorship(dto.mentorship);
  }
  return { user, sensitiveChange: changes.length ? changes.join('; ') : null };
}
