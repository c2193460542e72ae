import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
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

/**
 * Types `text` into `control` as a browser delivers keystrokes: one `input` event a character, and
 * between one listener and the next the browser runs pending microtasks, where React renders what was
 * scheduled (happy-dom, like Testing Library's events, runs every listener in one go). A listener on
 * the control's parent, which runs after the control's own listeners and before React's at the root,
 * renders what is pending there (flushSync), as the browser would.
 */
function typeAsBrowser(control: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const checkpoint = () => flushSync(() => undefined);
  const parent = control.parentElement as HTMLElement;
  // The prototype's setter, as a typing browser: React's own tracker on the element then sees a change.
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set as (this: typeof control, value: string) => void;
  parent.addEventListener('input', checkpoint);
  try {
    act(() => control.focus());
    for (const character of text) {
      act(() => {
        setValue.call(control, control.value + character);
        control.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  } finally {
    parent.removeEventListener('input', checkpoint);
  }
}

/** A react-hook-form item: a title and a description, both limited, and what the form saved. */
function RegisteredItem() {
  const { register, handleSubmit } = useForm({ defaultValues: { title: '', description: '' } });
  const [saved, setSaved] = useState<{ title: string; description: string } | null>(null);
  return (
    <form onSubmit={handleSubmit(setSaved)}>
      <TextField label="Title" maxLength={10} {...register('title')} />
      <TextAreaField label="Description" maxLength={20} {...register('description')} />
      <button type="submit">Save</button>
      {saved ? <output aria-label="Saved">{JSON.stringify(saved)}</output> : null}
    </form>
  );
}

/** The cancel reason and the return reply of the back office: controlled, the parent's state is what is sent. */
function ControlledFields() {
  const [name, setName] = useState('');
  const [reply, setReply] = useState('');
  return (
    <>
      <TextField label="Name" maxLength={10} value={name} onChange={(e) => setName(e.target.value)} />
      <TextAreaField label="Reply" maxLength={20} value={reply} onChange={(e) => setReply(e.target.value)} />
      <output aria-label="To send">{JSON.stringify({ name, reply })}</output>
    </>
  );
}

describe('a field with a counter keeps what is typed (docs/decisions/125-back-office-phone-walk.md)', () => {
  it('registered with react-hook-form, an input and a textarea hand their typed values to the submit', async () => {
    const user = userEvent.setup();
    render(
      <CharacterCounterContext value={true}>
        <RegisteredItem />
      </CharacterCounterContext>,
    );
    typeAsBrowser(screen.getByLabelText('Title') as HTMLInputElement, 'Imigongo');
    await user.type(screen.getByLabelText('Description'), 'Cow dung, painted');
    expect(screen.getByText('8/10')).toBeTruthy();
    expect(screen.getByText('17/20')).toBeTruthy();
    typeAsBrowser(screen.getByLabelText('Description') as HTMLTextAreaElement, ' on wood');
    expect(screen.getByText('5 characters too many (at most 20)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse((await screen.findByLabelText('Saved')).textContent ?? '')).toEqual({ title: 'Imigongo', description: 'Cow dung, painted on wood' });
  });

  it('controlled, an input and a textarea keep each key as a browser delivers it, and count it', () => {
    render(
      <CharacterCounterContext value={true}>
        <ControlledFields />
      </CharacterCounterContext>,
    );
    typeAsBrowser(screen.getByLabelText('Name') as HTMLInputElement, 'Uwase');
    typeAsBrowser(screen.getByLabelText('Reply') as HTMLTextAreaElement, 'Bring it on Monday');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Uwase');
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('Bring it on Monday');
    expect(JSON.parse(screen.getByLabelText('To send').textContent ?? '')).toEqual({ name: 'Uwase', reply: 'Bring it on Monday' });
    expect(screen.getByText('5/10')).toBeTruthy();
    expect(screen.getByText('18/20')).toBeTruthy();
  });

  it("hands the element to the caller's ref once, not again on each render", () => {
    const calls: (HTMLInputElement | null)[] = [];
    function Counted() {
      const [text, setText] = useState('');
      const ref = useCallback((node: HTMLInputElement | null) => void calls.push(node), []);
      return <TextField label="Name" maxLength={10} ref={ref} value={text} onChange={(e) => setText(e.target.value)} />;
    }
    const { unmount } = render(
      <CharacterCounterContext value={true}>
        <Counted />
      </CharacterCounterContext>,
    );
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    typeAsBrowser(name, 'Uwase');
    expect(calls).toEqual([name]);
    unmount();
    expect(calls).toEqual([name, null]);
  });
});
