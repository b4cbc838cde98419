import { Injectable, NotFoundException } from '@nestjs/common';
import { JOB_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { SettingsService } from '../settings/settings.service';

/**
 * The Job Board's switch (`job_board` in the section settings): while it is Coming Soon every door of the section
 * answers 404 to visitors and members, as if it did not exist; admins pass, so they can prepare and review
 * postings before they open it.
 */
@Injectable()
export class JobBoardGate {
  constructor(private readonly settings: SettingsService) {}

  async assertOpen(viewer: AuthUser | undefined | null): Promise<void> {
    if (viewer?.role === 'admin') return;
    if (!(await this.settings.isOpen('job_board'))) throw new NotFoundException(JOB_TEXTS.boardNotOpen);
  }

  isOpen(): Promise<boolean> {
    return this.settings.isOpen('job_board');
  }
}
