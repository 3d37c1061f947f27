import { useNavigate } from 'react-router';
import { SearchBox } from '../ui/SearchBox';
import { TEXTS } from '../ui/texts';
import { designPaths } from './paths';

/**
 * The dashboard's template search box, prompt 'Try "Business Card"'. Enter with non-empty text
 * goes to {design_base}/search?query=... (category suggestions come with the categories call).
 */
export function DashboardSearch({ size = 'large' }: { size?: 'medium' | 'large' }) {
  const navigate = useNavigate();
  return (
    <SearchBox
      size={size}
      label="Search templates"
      placeholder={TEXTS.dashboardSearchPrompt}
      onSearch={(query) => navigate(designPaths.search({ query }))}
    />
  );
}
