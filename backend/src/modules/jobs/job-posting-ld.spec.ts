import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Job } from './entities/job.entity';
import { GOOGLE_EMPLOYMENT_TYPES, jobPostingLd, scriptSafeJson } from './job-posting-ld';

const job = (fields: Partial<Job> = {}) =>
  Object.assign(new Job(), {
    id: 3,
    title: 'Welder',
    employerName: 'Forge & Co',
    industry: 'Technology, Engineering & Data',
    location: 'Hamilton, ON, Canada',
    workplace: 'on_site',
    employmentType: 'part_time',
    salaryMin: 20,
    salaryMax: 20,
    salaryCurrency: 'CAD',
    salaryPeriod: 'hour',
    description: 'z'.repeat(60),
    approvedAt: new Date('2026-11-01T00:00:00Z'),
    expiresAt: new Date('2026-12-01T00:00:00Z'),
    createdAt: new Date('2026-10-30T00:00:00Z'),
    ...fields,
  });

describe('JobPosting JSON-LD', () => {
  it("maps every employment type to Google's values", () => {
    assert.deepEqual(Object.values(GOOGLE_EMPLOYMENT_TYPES), ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'VOLUNTEER']);
  });

  it('an on-site posting has a Place with a PostalAddress; a single salary amount is a value, not a range', () => {
    const ld = jobPostingLd(job(), 'https://community.example');
    assert.deepEqual(ld.jobLocation, { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Hamilton', addressRegion: 'ON, Canada' } });
    assert.deepEqual(ld.baseSalary, { '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', unitText: 'HOUR', value: 20 } });
    assert.equal(ld.datePosted, '2026-11-01T00:00:00.000Z');
    assert.equal(ld.validThrough, '2026-12-01T00:00:00.000Z');
    assert.equal(ld.url, 'https://community.example/jobs/3');
  });

  it('a remote posting is TELECOMMUTE with where applicants may live, and no jobLocation', () => {
    const ld = jobPostingLd(job({ workplace: 'remote', location: 'Canada' }), 'https://community.example');
    assert.equal(ld.jobLocationType, 'TELECOMMUTE');
    assert.deepEqual(ld.applicantLocationRequirements, { '@type': 'AdministrativeArea', name: 'Canada' });
    assert.equal('jobLocation' in ld, false);
  });

  it('the script text cannot close its element or open a comment, and parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = scriptSafeJson(value);
    assert.ok(!/[<>&\u2028]/.test(text), text);
    assert.deepEqual(JSON.parse(text), value);
  });
});
