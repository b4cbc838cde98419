import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException } from '@nestjs/common';
import { AuthUser } from '../../common/auth/auth-user';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { AuditService } from '../audit/audit.service';
import { SiteSetting } from './entities/site-setting.entity';
import { SectionSettingsUpdateDto } from './dto/section-settings.dto';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };

/** The settings table in memory: what `write` stores, `all` reads back. */
function setUp(rows: Record<string, string> = {}) {
  const { service: sut, fakes } = newTestService(SettingsService);
  const table = new Map(Object.entries(rows));
  const settings = fakes.get(SettingsRepository);
  settings.all.mock.mockImplementation(async () => [...table].map(([key, value]) => Object.assign(new SiteSetting(), { key, value })));
  settings.write.mock.mockImplementation(async (key: string, value: string) => void table.set(key, value));
  const record = fakes.get(AuditService).record;
  const audited = () =>
    record.mock.calls.map(({ arguments: [actor, action, targetType, , summary, manager] }) => ({
      actor: actor.id,
      action,
      targetType,
      summary,
      inTransaction: manager === TRANSACTION,
    }));
  return { sut, settings, table, audited };
}

const update = (fields: Partial<SectionSettingsUpdateDto>) => Object.assign(new SectionSettingsUpdateDto(), fields);

describe('SettingsService: the section switches', () => {
  it('a section never switched, or holding an unknown value, is Coming Soon', async () => {
    const { sut } = setUp({ 'section.virtual_clinic': 'half-open' });
    assert.deepEqual(await sut.sections(), { legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon', job_board: 'coming_soon' });
  });

  it('opening a section writes it and audits "<section>: <from> -> <to>" in the same transaction', async () => {
    const { sut, settings, audited } = setUp();
    const answer = await sut.updateSections(admin, update({ id: 'sections', legal_assistance: 'open' }));
    assert.deepEqual(answer, { legal_assistance: 'open', virtual_clinic: 'coming_soon', job_board: 'coming_soon' });
    assert.deepEqual(
      settings.write.mock.calls.map(({ arguments: [key, value, manager] }) => [key, value, manager === TRANSACTION]),
      [['section.legal_assistance', 'open', true]],
    );
    assert.deepEqual(audited(), [
      { actor: 1, action: 'change-section-setting', targetType: 'site-setting', summary: 'legal_assistance: coming_soon -> open', inTransaction: true },
    ]);
  });

  it('a switch sent as it already is records nothing; only the changed one is written and audited', async () => {
    const { sut, settings, audited } = setUp({ 'section.legal_assistance': 'open' });
    await sut.updateSections(admin, update({ legal_assistance: 'open', virtual_clinic: 'open' }));
    assert.deepEqual(
      settings.write.mock.calls.map((call) => call.arguments[0]),
      ['section.virtual_clinic'],
    );
    assert.deepEqual(
      audited().map((entry) => entry.summary),
      ['virtual_clinic: coming_soon -> open'],
    );
  });

  it('closing an open section again is a change like any other', async () => {
    const { sut, table } = setUp({ 'section.virtual_clinic': 'open' });
    assert.equal((await sut.updateSections(admin, update({ virtual_clinic: 'coming_soon' }))).virtual_clinic, 'coming_soon');
    assert.equal(table.get('section.virtual_clinic'), 'coming_soon');
  });

  it('the Job Board opens like the others, audited "job_board: coming_soon -> open"; isOpen follows it', async () => {
    const { sut, audited } = setUp();
    assert.equal(await sut.isOpen('job_board'), false);
    await sut.updateSections(admin, update({ job_board: 'open' }));
    assert.deepEqual(
      audited().map((entry) => entry.summary),
      ['job_board: coming_soon -> open'],
    );
    assert.equal(await sut.isOpen('job_board'), true);
  });

  it('a changed record id (read-only) is a 400 naming it, and no switch moves', async () => {
    const { sut, settings, audited } = setUp();
    await assert.rejects(sut.updateSections(admin, update({ id: 'other' as 'sections', legal_assistance: 'open' })), (error: unknown) => {
      assert.ok(error instanceof BadRequestException);
      assert.deepEqual(Object.keys((error.getResponse() as { errors: object }).errors), ['id']);
      return true;
    });
    assert.equal(settings.write.mock.callCount() + audited().length, 0);
  });
});
