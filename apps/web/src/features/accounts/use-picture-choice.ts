import { useEffect, useState, type ChangeEvent } from 'react';
import { ACCOUNT_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@atelier/contracts';

/** Spec 01 §5: the optional picture must be an image under 5 MB. Returns the message or null. */
function checkProfilePicture(file: File): string | null {
  if (!file.type.startsWith('image/')) return ACCOUNT_MESSAGES.pictureNotImage;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return ACCOUNT_MESSAGES.pictureTooLarge;
  return null;
}

/**
 * A profile picture chosen in a file input (sign-up and profile edit): `picture` is the accepted
 * file, `error` the spec message for a refused one (the input is cleared), `preview` an object URL
 * released when replaced or unmounted. `setError` shows a message the server gave for the picture.
 */
export function usePictureChoice() {
  const [picture, setPicture] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkProfilePicture(file) : null;
    if (problem) event.target.value = '';
    const accepted = file && !problem ? file : null;
    setError(problem);
    setPicture(accepted);
    setPreview(accepted ? URL.createObjectURL(accepted) : null);
  };

  return { picture, error, preview, onChange, setError };
}
