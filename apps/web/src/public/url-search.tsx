/**
 * The search of a public list, kept in the URL (`search`) and applied after a short pause. Apart from the
 * filters' selects (url-filters.tsx), so a list searched only (/news) loads no select.
 */
import { useUrlState } from '../kit/list';
import { SearchBox } from './search-box';

export function UrlSearch(box: Pick<Parameters<typeof SearchBox>[0], 'label' | 'placeholder' | 'testId'>) {
  const url = useUrlState();
  return (
    <SearchBox
      {...box}
      value={url.get('search')}
      onChange={(v) => url.set({ search: v }, { replace: true })}
    />
  );
}
