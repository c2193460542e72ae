import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CHAT_MAX_LENGTH, CHAT_MESSAGES, type ChatResponse } from '@atelier/contracts';
import * as Icon from '@/components/icons';
import { cn } from '@/lib/cn';
import { sendChat } from '../api/send-chat';
import { specText } from '../chat-messages';
import { t } from '@lingui/core/macro';

/** A chat message (spec 01 §3 Chat message); bot replies may carry links. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: number;
  links?: ChatResponse['links'];
}

/** Earlier messages sent along as context (the server takes at most 12). */
const HISTORY = 12;
let seq = 0;
const message = (sender: ChatMessage['sender'], text: string, links?: ChatMessage['links']): ChatMessage => ({ id: `${Date.now()}-${++seq}`, text, sender, timestamp: Date.now(), links });

function isChatResponse(value: unknown): value is ChatResponse {
  return !!value && typeof value === 'object' && typeof (value as ChatResponse).reply === 'string' && (value as ChatResponse).reply.trim() !== '';
}

/** Internal links open in the app; anything else in a new tab. */
function ReplyLink({ link }: { link: ChatResponse['links'][number] }) {
  const cls = 'inline-flex min-h-9 items-center rounded-full border border-clay-600/40 bg-white px-3 text-xs font-semibold text-clay-800 hover:bg-clay-50';
  return link.url.startsWith('/') ? (
    <Link to={link.url} className={cls}>
      {link.title}
    </Link>
  ) : (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={cls}>
      {link.title}
    </a>
  );
}

/**
 * The chat window (spec 01 §2 Chat assistant, §4, §8): user and bot messages, a greeting first. Enter
 * without Shift sends; Send is disabled while the trimmed text is empty or a reply is pending. A
 * failed call or an unexpected answer gets the bot's 'having trouble' reply. Escape closes.
 */
export default function ChatWindow({ onClose }: { onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message('bot', specText(CHAT_MESSAGES.greeting))]);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    input.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    list.current?.scrollTo?.({ top: list.current.scrollHeight });
  }, [messages, pending]);

  const send = async () => {
    const question = text.trim();
    if (!question || pending) return;
    const history = messages
      .slice(1)
      .slice(-HISTORY)
      .map((m) => ({ sender: m.sender, text: m.text }));
    setMessages((m) => [...m, message('user', question)]);
    setText('');
    setPending(true);
    try {
      const reply: unknown = await sendChat({ message: question, history });
      setMessages((m) => [...m, isChatResponse(reply) ? message('bot', reply.reply, reply.links) : message('bot', specText(CHAT_MESSAGES.trouble))]);
    } catch {
      setMessages((m) => [...m, message('bot', specText(CHAT_MESSAGES.trouble))]);
    } finally {
      setPending(false);
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <section
      id="chat-window"
      role="dialog"
      aria-label={t`Chat assistant`}
      className="no-print fixed inset-x-2 bottom-20 z-[70] flex h-[min(34rem,calc(100dvh-7rem))] flex-col overflow-hidden rounded-3xl border border-sand-200 bg-paper shadow-2xl motion-safe:animate-fade-in sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-96"
    >
      <header className="flex items-center justify-between gap-3 bg-ink-900 px-5 py-3 text-paper">
        <div>
          <h2 className="font-display text-lg leading-tight text-paper">{t`Atelier assistant`}</h2>
          <p className="text-xs text-paper/80">{t`Questions about orders, delivery, returns or art`}</p>
        </div>
        <button type="button" onClick={onClose} aria-label={t`Close chat`} className="-mr-2 flex size-11 items-center justify-center rounded-full hover:bg-paper/10">
          <Icon.Close className="size-6" />
        </button>
      </header>
      <div ref={list} role="log" aria-live="polite" aria-label={t`Messages`} className="flex-1 space-y-3 overflow-y-auto overscroll-contain px-4 py-4">
        {messages.map((m) => (
          <div key={m.id} data-sender={m.sender} className={cn('flex flex-col gap-2', m.sender === 'user' ? 'items-end' : 'items-start')}>
            <p className={cn('max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-line', m.sender === 'user' ? 'rounded-br-md bg-clay-700 text-white' : 'rounded-bl-md bg-sand-100 text-ink-900')}>
              <span className="sr-only">{m.sender === 'user' ? t`You:` : t`Assistant:`} </span>
              {m.text}
            </p>
            {m.links?.length ? (
              <div className="flex max-w-[85%] flex-wrap gap-2">
                {m.links.map((l) => (
                  <ReplyLink key={`${l.url}-${l.title}`} link={l} />
                ))}
              </div>
            ) : null}
          </div>
        ))}
        {pending ? (
          <p role="status" className="text-xs font-medium text-ink-600">
            {t`The assistant is typing…`}
          </p>
        ) : null}
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        className="flex items-end gap-2 border-t border-sand-200 bg-white p-3"
      >
        <label htmlFor="chat-input" className="sr-only">
          {t`Your message`}
        </label>
        <textarea
          id="chat-input"
          ref={input}
          rows={1}
          maxLength={CHAT_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t`Type your question…`}
          className="max-h-28 min-h-11 flex-1 resize-none rounded-2xl border border-sand-300 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus:border-clay-600 focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          disabled={pending || text.trim() === ''}
          className="min-h-11 rounded-full bg-clay-700 px-5 text-sm font-bold text-white hover:bg-clay-800 disabled:cursor-not-allowed disabled:bg-sand-300 disabled:text-ink-700"
        >
          {t`Send`}
        </button>
      </form>
    </section>
  );
}
