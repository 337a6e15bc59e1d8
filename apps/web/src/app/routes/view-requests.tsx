import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function Component() {
  const { loadId = '' } = useParams();
  return <PlaceholderPage page="viewRequests" values={{ loadId }} />;
}
