import { t } from '@lingui/core/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { ADMIN_IMAGE_MAX_BYTES } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { uploadContentImage, type ImageFolder } from '../api/content';

/** A picture the server holds: its key (what forms send) and a URL to show it. */
export interface StoredPicture {
  key: string;
  url: string;
}

/**
 * "Choose a picture": a keyboard-reachable file input dressed as a button. The chosen file is
 * uploaded at once (POST /api/admin/content/images?folder=) and `onUploaded` gets its key and URL;
 * a refused file (too large, not a picture) shows the server's message under the button.
 */
export function ImageUpload({ label, folder, onUploaded, disabled = false }: { label: string; folder: ImageFolder; onUploaded: (picture: StoredPicture) => void; disabled?: boolean }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > ADMIN_IMAGE_MAX_BYTES) {
      setError(t`The picture must be at most 5 MB`);
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadContentImage(file, folder));
    } catch (e) {
      setError(errorMessage(e, t`The picture could not be uploaded. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-1">
      <label
        htmlFor={id}
        className={cn(
          buttonClass('outline', 'sm'),
          'cursor-pointer justify-self-start focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-clay-600',
          (busy || disabled) && 'pointer-events-none opacity-60',
        )}
      >
        {busy ? <Spinner className="size-4" /> : null}
        {busy ? t`Uploading...` : label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        className="sr-only"
        disabled={busy || disabled}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => void pick(e)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-clay-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
