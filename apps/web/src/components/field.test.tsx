import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CharacterCounterContext, TextAreaField, TextField } from './field';

/** A react-hook-form field of at most 10 characters, whose value a "Load" button resets (as an editor loads a record). */
function RegisteredTitle() {
  const { register, reset } = useForm({ defaultValues: { title: '' } });
  return (
    <>
      <TextField label="Title" maxLength={10} {...register('title')} />
      <button type="button" onClick={() => reset({ title: 'Umuganura' })}>
        Load
      </button>
    </>
  );
}

function ControlledReason() {
  const [reason, setReason] = useState('');
  return <TextAreaField label="Reason" maxLength={5} value={reason} onChange={(e) => setReason(e.target.value)} />;
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
  });

  it('in the store, keeps the plain limit and shows no counter', () => {
    render(<TextField label="Title" maxLength={10} defaultValue="" />);
    expect(screen.getByLabelText('Title').getAttribute('maxlength')).toBe('10');
    expect(screen.queryByText('0/10')).toBeNull();
  });
});
