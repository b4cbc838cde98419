import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RECOMMENDATION_REASONS, RESPONSIVENESS_LIMITS } from '@community/vocabulary';
import { REPLICA_READ, newTestService } from '../../../test/support/new-test-service';
import { ReadReplicas } from '../../common/database/read-replicas';
import { DirectoryService } from '../directory/directory.service';
import { CandidateRow, RecommendationsRepository } from './recommendations.repository';
import { RecommendationsService } from './recommendations.service';
import { profileWords, rankMentors } from './recommendation-ranking';

const seeker = {
  id: 1,
  email: 's@example.com',
  name: 'Sam',
  role: 'seeker',
  industry: 'Technology, Engineering & Data',
  profileComplete: true,
  emailConfirmed: true,
} as never;

const candidate = (id: number, extra: Partial<CandidateRow> = {}): CandidateRow => ({
  id,
  name: `Mentor ${id}`,
  email: `${id}@example.com`,
  job_title: null,
  role: 'helper',
  industry: 'Technology, Engineering & Data',
  description: null,
  photo_url: null,
  verified_at: null,
  replies_within_days: null,
  last_active_on: null,
  request_capacity: null,
  ...extra,
});

describe('recommendations: the words of a profile (profileWords)', () => {
  it("search's tokenizer (case, accents and punctuation folded), without short, numeric or common words, each once", () => {
    assert.deepEqual(profileWords('Back-end Engineer', 'I love Backend and the Café of APIs, 10 years'), [
      'back',
      'end',
      'engineer',
      'backend',
      'cafe',
      'apis',
    ]);
    assert.deepEqual(profileWords(null, null), []);
  });
});

describe('recommendations: the ranking (rankMentors)', () => {
  const base = { jobTitle: null, description: null, repliesWithinDays: null, spare: 5, capacity: 5 };
  it('shared words first, then a known and shorter median, then spare capacity, then the order given; none without room', () => {
    const ranked = rankMentors(
      ['backend', 'kubernetes'],
      [
        { ...base, id: 1 },
        { ...base, id: 2, description: 'Backend' },
        { ...base, id: 3, description: 'Kubernetes and backend' },
        { ...base, id: 4, description: 'backend', repliesWithinDays: 2 },
        { ...base, id: 5, description: 'backend', repliesWithinDays: 1, spare: 0 },
        { ...base, id: 6, repliesWithinDays: 3, spare: 2 },
        { ...base, id: 7, repliesWithinDays: 3, spare: 4 },
      ],
      10,
    );
    assert.deepEqual(
      ranked.map((entry) => entry.candidate.id),
      [3, 4, 2, 7, 6, 1],
    );
  });

  it('reasons in words: the industry, up to two shared words, the median, and room while at most half the capacity is taken', () => {
    const [first, second] = rankMentors(
      ['backend', 'kubernetes', 'golang'],
      [
        { ...base, id: 1, description: 'golang kubernetes backend', repliesWithinDays: 2, spare: 3, capacity: 5 },
        { ...base, id: 2, repliesWithinDays: 1, spare: 2, capacity: 5 },
      ],
      5,
    );
    assert.deepEqual(first.reasons, [
      RECOMMENDATION_REASONS.sameIndustry,
      'Mentions backend',
      'Mentions kubernetes',
      'Usually replies within 2 days',
      'Has room for new requests',
    ]);
    assert.deepEqual(second.reasons, ['Same industry', 'Usually replies within 1 day']);
  });

  it('at most `limit`', () => {
    assert.equal(
      rankMentors(
        [],
        [1, 2, 3, 4].map((id) => ({ ...base, id })),
        2,
      ).length,
      2,
    );
  });
});

describe('recommendations: RecommendationsService (repository and directory faked)', () => {
  function setUp(rows: CandidateRow[], open: Array<[number, number]> = []) {
    const { service: sut, fakes, config } = newTestService(RecommendationsService);
    const repository = fakes.get(RecommendationsRepository);
    repository.seeker.mock.mockImplementation(async () => ({
      industry: 'Technology, Engineering & Data',
      job_title: 'Junior backend developer',
      description: 'Learning Kubernetes',
    }));
    repository.candidates.mock.mockImplementation(async () => rows);
    repository.openRequests.mock.mockImplementation(async () => new Map(open));
    fakes.get(DirectoryService).directoryUser.mock.mockImplementation(((row: CandidateRow, accepting: boolean) => ({
      id: Number(row.id),
      name: row.name,
      accepting_requests: accepting,
    })) as never);
    return { sut, repository, config, replicas: fakes.get(ReadReplicas), directory: fakes.get(DirectoryService) };
  }

  it("reads at most 500 candidates of the seeker's industry and their open requests on the replica, as the seeker; shows each as the directory does, with reasons", async () => {
    const { sut, repository, replicas, config } = setUp(
      [candidate(2, { description: 'Kubernetes', request_capacity: 2 }), candidate(3, { job_title: 'Backend lead', replies_within_days: 1 }), candidate(4)],
      [
        [2, 2],
        [3, 1],
      ],
    );
    const answer = await sut.mentorsFor(seeker, 5);
    assert.equal(replicas.read.mock.calls[0].arguments[0], 1);
    assert.deepEqual(repository.candidates.mock.calls[0].arguments, [
      REPLICA_READ,
      'Technology, Engineering & Data',
      1,
      RESPONSIVENESS_LIMITS.recommendationCandidates,
    ]);
    assert.deepEqual(repository.openRequests.mock.calls[0].arguments, [REPLICA_READ, [2, 3, 4]]);
    assert.equal(config.conversations.capacityDefault >= 2, true);
    assert.deepEqual(
      answer.users.map((user) => [user.id, user.accepting_requests, user.reasons]),
      [
        [3, true, ['Same industry', 'Mentions backend', 'Usually replies within 1 day', 'Has room for new requests']],
        [4, true, ['Same industry', 'Has room for new requests']],
      ],
      'mentor 2 is at capacity (2 of 2): not suggested',
    );
  });

  it('a seeker without an industry gets none, and nothing more is read', async () => {
    const { sut, repository } = setUp([]);
    repository.seeker.mock.mockImplementation(async () => ({ industry: null, job_title: null, description: null }));
    assert.deepEqual(await sut.mentorsFor(seeker, 5), { users: [] });
    assert.equal(repository.candidates.mock.calls.length, 0);
  });
});
