/** Forgets the signed-in user's server data in the SPA's cache whenever the token changes (sign-in, sign-out, 401). */
import type { QueryClient } from '@tanstack/react-query';
import { subscribeStored } from '../storage/browser-storage';

export function resetUserCacheOnTokenChange(queryClient: QueryClient): () => void {
  return subscribeStored((key) => {
    if (key !== 'accessToken') return;
    queryClient.removeQueries({ queryKey: ['account'] });
    queryClient.removeQueries({ queryKey: ['admin'] });
    queryClient.removeQueries({ queryKey: ['legal-aid'] });
    queryClient.removeQueries({ queryKey: ['appeals'] });
    queryClient.removeQueries({ queryKey: ['structures'] });
    queryClient.removeQueries({ queryKey: ['requests'] });
<<<<<<< HEAD
    queryClient.removeQueries({ queryKey: ['candidates'] });
=======
    queryClient.removeQueries({ queryKey: ['reports'] });
>>>>>>> 4d84d0e (half-year report screens: director's list with making a report for a begun half-year, report view (DetailLayout, forms beside portal records, sign in the e-signature dialog, accept, return with ReasonDialog, PDF, QR check, history), edit form of the four forms, chambers' and ministry's review (sums per region form by form with the country total, reports, who is late); routes reports/half-yearly{,/view/:id,/update/:id}, reports/review{,/view/:id})
  });
}
