import { imagemakerPaths } from '../dashboard/paths';
import { Screen } from '../ui/Screen';

/** /imagemaker/start/history: the generation history (15 a page), reached from 'Powered by'. */
export function ImagemakerHistoryPage() {
  return <Screen backTo={imagemakerPaths.start} title="History" />;
}
