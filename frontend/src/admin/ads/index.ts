import AdIcon from '@mui/icons-material/Storefront';
import PendingAdIcon from '@mui/icons-material/PendingActions';
import { AdList, PendingAdList } from './AdList';
import { AdShow } from './AdShow';

export const ads = { list: AdList, show: AdShow, icon: AdIcon, recordRepresentation: 'title' };
export const pendingAds = { list: PendingAdList, show: AdShow, icon: PendingAdIcon, recordRepresentation: 'title' };
