import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Role } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { applyProfileChange } from './profile.service';

const member = (role: Role, mentorship: string | null) =>
  Object.assign(new User(), { id: 1, role, mentorship, industry: 'Health & Sciences', name: 'A', phoneNumber: '1', jobTitle: 'B', description: null });

describe('account: profile change rules (pure)', () => {
  it('mentorship No moves a helper to seeker and Yes back; both are sensitive changes', () => {
    const sut = member('helper', 'Yes');
    assert.match(applyProfileChange(sut, { mentorship: 'No' }).sensitiveChange!, /mentorship: Yes -> No/);
    assert.equal(sut.role, 'seeker');
    applyProfileChange(sut, { mentorship: 'Yes' });
    assert.equal(sut.role, 'helper');
  });

  for (const role of ['admin', 'business'] as Role[]) {
    it(`never changes an ${role}'s role`, () => {
      const sut = member(role, null);
      applyProfileChange(sut, { mentorship: 'No' });
      assert.equal(sut.role, role);
    });
  }

  it('an industry change is sensitive; name, phone, job title and description are not', () => {
    assert.equal(applyProfileChange(member('seeker', 'No'), { name: ' New ', JobTitle: 'C', Description: ' ' }).sensitiveChange, null);
    assert.match(applyProfileChange(member('seeker', 'No'), { IndustryType: 'Technology, Engineering & Data' }).sensitiveChange!, /industry: Health & Sciences -> Technology/);
    assert.equal(applyProfileChange(member('seeker', 'No'), { IndustryType: 'Health & Sciences' }).sensitiveChange, null, 'the same value is no change');
  });
});
