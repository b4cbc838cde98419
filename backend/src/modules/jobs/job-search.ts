import { searchIndexed } from '../../common/search/search-indexed';
import { searchTextOf } from '../../common/search/search-words';
import { Job } from './entities/job.entity';

/** The stored search columns of a posting, derived on every write with the tokenizer every search uses (docs/search.md). */
export const JOB_SEARCH = searchIndexed<Job>({
  target: Job,
  table: 'jobs',
  sources: ['title', 'employerName', 'description', 'industry', 'status', 'location'],
  derive: (job) => ({
    searchText: searchTextOf([job.title, job.employerName, job.industry, job.status, job.location]),
    boardSearchText: searchTextOf([job.title, job.employerName, job.description, job.industry, job.location]),
  }),
  columns: [
    { table: 'jobs', column: 'search_text' },
    { table: 'jobs', column: 'board_search_text' },
  ],
});
