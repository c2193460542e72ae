import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CharacterCounterContext, TextAreaField, TextField } from './field';

/** A react-hook-form field of at most 10 characters, whose value a "Load" button resets (as an editor loads a record). */
function RegisteredTitle() {
  const { register, reset, handleSubmit } = useForm({ defaultValues: { title: '' } });
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <form onSubmit={handleSubmit((values) => setSaved(values.title))}>
      <TextField label="Title" maxLength={10} {...register('title')} />
      <button type="button" onClick={() => reset({ title: 'Umuganura' })}>
        Load
      </button>
      <button type="submit">Save</button>
      {saved !== null ? <output aria-label="Saved title">{saved}</output> : null}
    </form>
  );
}

/** A controlled field, as the back office's cancel reason: the parent's state is what gets sent. */
function ControlledReason() {
  const [reason, setReason] = useState('');
  return (
    <>
      <TextAreaField label="Reason" maxLength={5} value={reason} onChange={(e) => setReason(e.target.value)} />
      <output aria-label="Reason to send">{reason}</output>
    </>
  );
}

describe('a field with a limit', () => {
  it('in the back office, counts the characters and lets a longer text in, marked too long, instead of cutting it', async () => {
    const user = userEvent.setup();
    render(
      <CharacterCounterContext value={true}>
        <RegisteredTitle />
        <ControlledReason />
      </CharacterCounterContext>,
    );
    const title = screen.getByLabelText('Title');
    expect(title.hasAttribute('maxlength')).toBe(false);
    expect(screen.getByText('0/10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByText('9/10')).toBeTruthy();

    await user.clear(title);
    await user.click(title);
    await act(() => user.paste('Umuganura Dawn'));
    expect((title as HTMLInputElement).value).toBe('Umuganura Dawn');
    const counter = screen.getByText('4 characters too many (at most 10)');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);

    const reason = screen.getByLabelText('Reason');
    await user.type(reason, 'Late');
    expect(screen.getByText('4/5')).toBeTruthy();
    await user.type(reason, ' pickup');
    expect((reason as HTMLTextAreaElement).value).toBe('Late pickup');
    expect(screen.getByText('6 characters too many (at most 5)')).toBeTruthy();
    expect(screen.getByLabelText('Reason to send').textContent).toBe('Late pickup');
  });

  it('hands what was typed to the form that owns the field, controlled or registered', async () => {
    const user = userEvent.setup();
    render(
      <CharacterCounterContext value={true}>
        <RegisteredTitle />
        <ControlledReason />
      </CharacterCounterContext>,
    );
    await user.type(screen.getByLabelText('Reason'), 'Late');
    expect(screen.getByLabelText('Reason to send').textContent).toBe('Late');
    await user.type(screen.getByLabelText('Title'), 'Imigongo');
    expect(screen.getByText('8/10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByLabelText('Saved title')).textContent).toBe('Imigongo');
  });

  it('in the store, keeps the plain limit and shows no counter', () => {
    render(<TextField label="Title" maxLength={10} defaultValue="" />);
    expect(screen.getByLabelText('Title').getAttribute('maxlength')).toBe('10');
    expect(screen.queryByText('0/10')).toBeNull();
  });
});
