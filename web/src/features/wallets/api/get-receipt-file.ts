import { api } from '../../../shared/api/client';

/** GET a receipt on the API's host. It is served to its owner only, so it comes through the client with the token. */
export async function fetchReceiptFile(href: string): Promise<Blob> {
  const { data } = await api.get<Blob>(href, { responseType: 'blob' });
  return data;
}
