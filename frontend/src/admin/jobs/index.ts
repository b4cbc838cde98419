import JobIcon from '@mui/icons-material/Work';
import PendingJobIcon from '@mui/icons-material/WorkHistory';
import { JobList, PendingJobList } from './JobList';
import { JobShow } from './JobShow';

export const jobs = { list: JobList, show: JobShow, icon: JobIcon, recordRepresentation: 'title' };
export const pendingJobs = { list: PendingJobList, show: JobShow, icon: PendingJobIcon, recordRepresentation: 'title' };
