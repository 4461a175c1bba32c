import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import { visuallyHidden } from '@mui/utils';
import { describeError } from '../../../shared/api/errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { formatDigits } from '../../../shared/lib/format';
import { focusRing } from '../../../shared/theme/theme';
import { useUploadReceipt, type Receipt } from '../api/upload-receipt';
import { receiptProblem } from '../lib/wallet-format';
import { WALLETS_ERRORS, WALLETS_TEXT } from '../messages';

const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

type Props = {
  value: Receipt | null;
  onChange(receipt: Receipt | null): void;
  /** Told when an upload starts and ends, so the form waits for it. */
  onBusyChange(busy: boolean): void;
  /** The form's own message: a receipt is required. */
  error?: string;
  disabled?: boolean;
};

/**
 * The receipt file (spec 2 section 5): JPG, PNG or PDF of at most 10 MB, checked before anything is sent; then
 * uploaded at once, with its progress, so the submit only names the file the server keeps.
 */
export function ReceiptPicker({ value, onChange, onBusyChange, error, disabled = false }: Props) {
  const hintId = useId();
  const messageId = useId();
  const upload = useUploadReceipt();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = progress !== null;
  const input = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const invalid = receiptProblem(file);
    setProblem(invalid);
    if (invalid) return;
    setProgress(0);
    onBusyChange(true);
    try {
      onChange(await upload.mutateAsync({ file, onProgress: setProgress }));
    } catch (failure) {
      // A pick while a receipt uploads is dropped; that upload's own end resets the picker.
      if (isDroppedCall(failure)) return;
      setProblem(describeError(failure, WALLETS_ERRORS.upload));
    }
    setProgress(null);
    onBusyChange(false);
  };

  const message = problem ?? error;
  const percent = WALLETS_TEXT.percent(formatDigits(progress ?? 0));

  // The dialog's content scrolls: a message that appears below its fold would sit behind the footer, unseen.
  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);

  // Focus stays on the file input: the removal button goes away once pressed.
  const remove = () => {
    onChange(null);
    input.current?.focus();
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {WALLETS_TEXT.receipt}
      </Typography>
      {value && !uploading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main', minWidth: 0 }}>
          <CheckCircle fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {WALLETS_TEXT.uploaded(value.originalName || value.fileName)}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {/* A label, not a second control: the file input inside it is the one that takes focus (as MUI's upload example). */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<CloudUpload />}
          disabled={disabled || uploading}
          sx={{ '&:focus-within': focusRing }}
        >
          {value ? WALLETS_TEXT.replaceReceipt : WALLETS_TEXT.chooseReceipt}
          {/* While uploading, the input ignores presses but keeps focus (aria-disabled): a disabled input would drop it
              to the page, which a screen reader or keyboard user would have to find the way back from. */}
          <Box
            component="input"
            ref={input}
            type="file"
            accept={ACCEPT}
            onChange={(e: ChangeEvent<HTMLInputElement>) => void pick(e)}
            onClick={(e: React.MouseEvent<HTMLInputElement>) => uploading && e.preventDefault()}
            disabled={disabled}
            aria-disabled={uploading || undefined}
            aria-describedby={message ? `${messageId} ${hintId}` : hintId}
            aria-invalid={message ? true : undefined}
            sx={visuallyHidden}
          />
        </Button>
        {value && !uploading && (
          <Button color="error" onClick={remove} disabled={disabled}>
            {WALLETS_TEXT.removeReceipt}
          </Button>
        )}
      </Box>
      {message && (
        <FormHelperText ref={messageRef} id={messageId} error role="alert" sx={{ m: 0 }}>
          {message}
        </FormHelperText>
      )}
      {uploading && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={WALLETS_TEXT.uploadProgress} />
          <Typography variant="caption" color="text.secondary" className="tabular-nums">
            {WALLETS_TEXT.uploading(percent)}
          </Typography>
        </Box>
      )}
      <Typography id={hintId} variant="caption" color="text.secondary">
        {WALLETS_TEXT.receiptHint}
      </Typography>
    </Box>
  );
}
