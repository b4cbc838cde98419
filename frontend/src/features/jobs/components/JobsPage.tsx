import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import {
  JOB_EMPLOYMENT_TYPES,
  JOB_EMPLOYMENT_TYPE_LABELS,
  FIELD_LABELS,
  FORM_FIELDS,
  INDUSTRIES,
  JOB_SCREEN_TEXTS,
  LIST_PAGING_TEXTS,
  SITE_LABELS,
  JOB_WORKPLACES,
  JOB_WORKPLACE_LABELS,
  type JobEmploymentType,
  type JobWorkplace,
  OPTION_LABELS,
} from '@community/vocabulary';
import { ComingSoonOverlay } from '../../../components/ComingSoonOverlay';
import { SaveSearchButton } from '../../../components/SaveSearchButton';
import { SelectField } from '../../../components/SelectField';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { TextField } from '../../../components/TextField';
import { getJobs, type JobFilter } from '../../../lib/api/jobs';
import { Link as RouterLink, useSearchParams } from '../../../lib/router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedList } from '../../../lib/use-paged-list';
import { useSectionStateOrPending } from '../../../lib/use-section-settings';
import { useSession } from '../../../lib/session';
import { signInHandoff } from '../../../lib/sign-in-handoff';
import { JobCard } from './JobCard';

const FILTERS = ['industry', 'workplace', 'employment_type'] as const;

/** The address's search and filters (`/jobs?q=nurse&workplace=remote`), so a search can be linked, reloaded and saved. */
function filterFrom(params: URLSearchParams): Required<JobFilter> {
  return {
    q: params.get('q') ?? '',
    industry: params.get('industry') ?? '',
    workplace: params.get('workplace') ?? '',
    employment_type: params.get('employment_type') ?? '',
  };
}

function JobList({ filter }: { filter: Required<JobFilter> }) {
  const { q, industry, workplace, employment_type } = filter;
  const fetchPage = useCallback(
    (cursor: string | null, signal: AbortSignal) => getJobs(cursor, signal, { q, industry, workplace, employment_type }),
    [q, industry, workplace, employment_type],
  );
  const jobs = usePagedList(fetchPage);
  if (jobs.loading) return <LoadingState text={JOB_SCREEN_TEXTS.loading} />;
  if (jobs.failed)
    return (
      <Alert severity="error" action={<Button onClick={jobs.reload}>{JOB_SCREEN_TEXTS.tryAgain}</Button>}>
        {JOB_SCREEN_TEXTS.failed}
      </Alert>
    );
  if (jobs.items.length === 0) return <EmptyState text={JOB_SCREEN_TEXTS.empty} />;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {jobs.items.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </Box>
      {jobs.loadingMore && <LoadingState text={LIST_PAGING_TEXTS.loadingMore} />}
      {jobs.hasMore && !jobs.loadingMore && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={jobs.loadMore}>
            {JOB_SCREEN_TEXTS.loadMore}
          </Button>
        </Box>
      )}
    </>
  );
}

/** The search form's fields: the same on the open board and, inert, beneath Coming Soon. */
function SearchFields({
  search,
  onSearch,
  filter,
  onFilter,
}: {
  search: string;
  onSearch: (q: string) => void;
  filter: Required<JobFilter>;
  onFilter: (name: (typeof FILTERS)[number], value: string) => void;
}) {
  return (
    <Stack component="search" direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <TextField label={JOB_SCREEN_TEXTS.searchJobs} type="search" value={search} onChange={(event) => onSearch(event.target.value)} sx={{ flex: 2 }} />
      <SelectField
        label={FIELD_LABELS.industry}
        placeholder={JOB_SCREEN_TEXTS.allIndustries}
        options={INDUSTRIES}
        optionLabels={OPTION_LABELS.industries}
        value={filter.industry}
        onChange={(event) => onFilter('industry', event.target.value)}
        sx={{ flex: 1, minWidth: 180 }}
      />
      <SelectField
        label={FORM_FIELDS.job.workplace.label}
        placeholder={JOB_SCREEN_TEXTS.allWorkplaces}
        options={JOB_WORKPLACES}
        optionLabel={(option) => JOB_WORKPLACE_LABELS[option as JobWorkplace]}
        value={filter.workplace}
        onChange={(event) => onFilter('workplace', event.target.value)}
        sx={{ flex: 1, minWidth: 150 }}
      />
      <SelectField
        label={FORM_FIELDS.job.employment_type.label}
        placeholder={JOB_SCREEN_TEXTS.allEmploymentTypes}
        options={JOB_EMPLOYMENT_TYPES}
        optionLabel={(option) => JOB_EMPLOYMENT_TYPE_LABELS[option as JobEmploymentType]}
        value={filter.employment_type}
        onChange={(event) => onFilter('employment_type', event.target.value)}
        sx={{ flex: 1, minWidth: 170 }}
      />
    </Stack>
  );
}

/**
 * /jobs: the Job Board. While an admin has not opened it (and until the settings answer) it shows the spec's Coming
 * Soon state and asks for no posting; once open, the search, the filters (kept in the address) and the postings.
 */
export default function JobsPage() {
  const state = useSectionStateOrPending('job_board');
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [search, setSearch] = useState(filter.q);
  const q = useDebouncedValue(search).trim();
  const { isAuthenticated } = useSession();

  const write = useCallback(
    (next: Required<JobFilter>) =>
      setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>, { replace: true }),
    [setParams],
  );
  // The typed search reaches the address once typing settles (the list asks the API from the address).
  useEffect(() => {
    if (q !== filter.q) write({ ...filter, q });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search writes; the filters write themselves
  }, [q]);
  const onFilter = (name: (typeof FILTERS)[number], value: string) => write({ ...filter, [name]: value });

  const heading = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
      <Typography variant="h4" component="h1">
        {JOB_SCREEN_TEXTS.title}
      </Typography>
      {state === 'open' && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {isAuthenticated && <SaveSearchButton kind="jobs" search={filter} />}
          <Button
            variant="contained"
            component={RouterLink}
            to={isAuthenticated ? '/jobs/new' : '/signin'}
            onClick={() => isAuthenticated || signInHandoff.returnAfterSignIn('/jobs/new')}
          >
            {JOB_SCREEN_TEXTS.postJob}
          </Button>
        </Stack>
      )}
    </Stack>
  );

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {heading}
      {state === 'pending' && <LoadingState text={SITE_LABELS.loading} />}
      {state === 'coming_soon' && (
        <ComingSoonOverlay>
          <SearchFields search="" onSearch={() => undefined} filter={{ q: '', industry: '', workplace: '', employment_type: '' }} onFilter={() => undefined} />
          <Box sx={{ height: 240 }} />
        </ComingSoonOverlay>
      )}
      {state === 'open' && (
        <>
          <SearchFields search={search} onSearch={setSearch} filter={filter} onFilter={onFilter} />
          <JobList filter={filter} />
        </>
      )}
    </Container>
  );
}
