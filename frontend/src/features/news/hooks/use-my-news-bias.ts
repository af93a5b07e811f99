import { useSignedInLoad } from '../../../lib/use-signed-in-load';
import { fetchMyNewsBias } from '../api/news-api';

/** The signed-in reader's news reading mix; 'signed-out' without a session. */
export function useMyNewsBias() {
  return useSignedInLoad(fetchMyNewsBias, '', 'your news bias');
}
