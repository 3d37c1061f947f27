import { useNavigate } from 'react-router';
import { mockupPaths } from '../dashboard/paths';
import { Screen } from '../ui/Screen';
import { SearchBox } from '../ui/SearchBox';

/**
 * {mockup_base} (also /search/ and /mockups): the mockup listing with its search box, the
 * category list ('All Mockups' plus categories with counts) and the infinite grid of cards, which
 * come with the mockups calls.
 */
export function MockupStartPage() {
  const navigate = useNavigate();
  return (
    <Screen title="All Mockups">
      <SearchBox
        label="Search mockups"
        placeholder="Search mockups"
        onSearch={(query) => navigate(`${mockupPaths.search}?${new URLSearchParams({ query })}`)}
      />
    </Screen>
  );
}
