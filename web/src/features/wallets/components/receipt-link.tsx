import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';
import { toast } from '../../../shared/ui/toast';
import { getRuntimeConfig } from '../../../shared/config/runtime-config';
import { fetchReceiptFile } from '../api/get-receipt-file';
import { absoluteUrl, isOnApiHost } from '../lib/wallet-format';
import { WALLETS_TEXT } from '../messages';

/** How long an opened receipt's object URL lives: long enough for the new tab to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * A deposit's receipt. On the API's host it is served to its owner only, so a plain link (which carries no token)
 * would be refused: the file is fetched through the client and opened from memory. Elsewhere it is a plain link.
 */
export function ReceiptLink({ url }: { url: string }) {
  const { apiBaseUrl } = getRuntimeConfig();
  const href = absoluteUrl(url, apiBaseUrl);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isOnApiHost(href, apiBaseUrl)) return;
    event.preventDefault();
    // Opened during the click, or a pop-up blocker stops it; pointed at the file once it has arrived.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const data = await fetchReceiptFile(href);
      const objectUrl = URL.createObjectURL(data);
      if (tab) tab.location.href = objectUrl;
      else window.location.assign(objectUrl);
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
    } catch (error) {
      console.info('receipt could not be opened', error);
      tab?.close();
      toast.error(WALLETS_TEXT.receiptOpenFailed);
    }
  };

  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={(e) => void open(e)}>
      {WALLETS_TEXT.viewReceipt}
    </Link>
  );
}
