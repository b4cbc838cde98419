import ReportIcon from '@mui/icons-material/Flag';
import { ReportList } from './ReportList';
import { ReportShow } from './ReportShow';

export const reports = { list: ReportList, show: ReportShow, icon: ReportIcon };
