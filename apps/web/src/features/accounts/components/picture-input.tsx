import { FieldError } from '@/components/field';
import type { ChangeEvent } from 'react';

/**
 * The file input of a profile picture with its message below: the refusal ('Please select a valid
 * image file', 'Profile picture must be less than 5MB') when there is one, else `hint`. The caller
 * gives the label (`<label htmlFor={id}>`) and the preview.
 */
export function PictureInput({ id, error, hint, onChange }: { id: string; error: string | null; hint: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="block w-full min-w-0 text-sm text-ink-700 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:text-sm file:font-semibold file:text-ink-900 hover:file:bg-sand-200"
      />
      {error ? (
        <FieldError id={`${id}-error`} error={error} />
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-600">
          {hint}
        </p>
      )}
    </>
  );
}
