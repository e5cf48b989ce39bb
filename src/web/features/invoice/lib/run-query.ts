import type { InvoiceEntry } from '../../../../shared/api/invoice';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { useOneAtATime, withLoading } from '../../../ui/loading';

/**
 * Runs an invoice query; a find goes to the list. Failures were shown by the
 * client (these calls are not silent). One query at a time: a second tap while
 * the first is on its way would count a second miss towards the lockout for
 * one mistyped entry, or open the list twice.
 */
export function useRunInvoiceQuery() {
  const navigate = useNavigate();
  return useOneAtATime(async (task: () => Promise<{ list: InvoiceEntry[] }>) => {
    try {
      const answer = await withLoading(task);
      useAppStore.getState().setInvoice({ list: answer.list });
      navigate('/invoice-queryResult');
    } catch {
      // The client has shown why.
    }
  });
}
