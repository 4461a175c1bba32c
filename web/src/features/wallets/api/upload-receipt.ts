import { z } from 'zod';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { unwrap } from '../../../shared/api/normalize';
import { getRuntimeConfig } from '../../../shared/config/runtime-config';
import { absoluteUrl } from '../lib/wallet-format';
import { assertSucceeded } from './wallet-errors';

/** An uploaded receipt: the server's name and address for it, and the name the customer's file had. */
export type Receipt = { fileName: string; fileUrl: string; originalName: string };
export type ReceiptUpload = { file: File; onProgress(percent: number): void };

const uploadAnswerSchema = z.object({ fileUrl: z.string().min(1), fileName: z.string().optional() });

/**
 * POST /wallets/me/upload-receipt, multipart with the field `file`. `fileUrl` is a path on the API's host, so it is
 * made absolute with the configured API base URL. `onProgress` hears whole percents as the browser sends.
 */
export async function uploadReceipt(file: File, onProgress?: (percent: number) => void): Promise<Receipt> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post('/wallets/me/upload-receipt', form, {
    // The client's default is JSON, which axios would turn the form into.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
    },
  });
  assertSucceeded(data, '');
  const answer = unwrap(data, uploadAnswerSchema);
  const fileName = answer.fileName || answer.fileUrl.split('/').at(-1) || file.name;
  return { fileName, fileUrl: absoluteUrl(answer.fileUrl, getRuntimeConfig().apiBaseUrl), originalName: file.name };
}

export const useUploadReceipt = (config?: MutationConfig<Receipt, ReceiptUpload>) =>
  useSingleFlightMutation(
    { mutationKey: ['wallets', 'upload-receipt'], mutationFn: ({ file, onProgress }) => uploadReceipt(file, onProgress) },
    config,
  );
