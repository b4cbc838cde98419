import { searchIndexed } from '../../common/search/search-indexed';
import { searchTextOf } from '../../common/search/search-words';
import { Ad } from './entities/ad.entity';

export const AD_SEARCH = searchIndexed<Ad>({
  target: Ad,
  table: 'ads',
  sources: ['title', 'description', 'category', 'status', 'contactEmail', 'location'],
  derive: (ad) => ({
    searchText: searchTextOf([ad.title, ad.category, ad.status, ad.contactEmail, ad.location]),
    boardSearchText: searchTextOf([ad.title, ad.description, ad.category, ad.location]),
  }),
  columns: [
    { table: 'ads', column: 'search_text' },
    { table: 'ads', column: 'board_search_text' },
  ],
});
