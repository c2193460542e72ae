import { useId } from 'react';
import { select, t } from '@lingui/core/macro';
import { cn } from '@/lib/cn';
import { imageSources } from '@/lib/images';
import { optionKind, valueState, valueSwatches, type Chosen, type VariantSource } from '@/lib/variants';

/**
 * What a buy button says while an option is still to choose (docs/decisions/127): "Choose a size",
 * "Choose a colour" for the well-known options in every language, "Choose {option}" for the rest.
 */
export function chooseOptionText(name: string): string {
  const kind = optionKind(name);
  const option = name.toLowerCase();
  return select(kind, { size: 'Choose a size', colour: 'Choose a colour', other: `Choose ${option}` });
}

/** The id of an option's group, so a "Choose a size" button can bring the customer to it. */
const optionGroupId = (prefix: string, index: number) => `${prefix}-option-${index}`;

/** Brings the customer to an option still to choose: scrolls to its group and focuses its first value on sale. */
export function focusOption(prefix: string, index: number): void {
  const group = document.getElementById(optionGroupId(prefix, index));
  if (!group) return;
  group.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  group.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
}

/**
 * One control per option of an item (docs/decisions/127): size chips, colour swatches, each a group
 * of native radio buttons (one tab stop, arrow keys move between values, screen readers announce
 * "Size, 42, 3 of 8"). A value of the option the item's pictures vary by shows its picture, round,
 * before its name (`valueSwatches`; the name stays, so it reads in every language and to a screen
 * reader). A value that no variant with the other chosen values can be bought in is
 * disabled and reads "Sold out" (or "Unavailable" when no such combination is sold at all).
 */
export function VariantPicker({ item, chosen, onChoose, idPrefix }: { item: VariantSource; chosen: Chosen; onChoose: (optionName: string, value: string) => void; idPrefix?: string }) {
  const ownId = useId();
  const prefix = idPrefix ?? ownId;
  return (
    <div className="grid gap-4" data-testid="variant-picker">
      {(item.options ?? []).map((option, index) => {
        const groupId = optionGroupId(prefix, index);
        const current = chosen[option.name];
        const swatches = valueSwatches(item, option.name);
        return (
          <div key={option.name} id={groupId} className="min-w-0">
            <p className="mb-2 text-sm font-semibold text-ink-800">
              <span id={`${groupId}-name`}>{option.name}</span>
              {current ? <span className="font-normal text-ink-600">: {current}</span> : null}
            </p>
            <div role="radiogroup" aria-labelledby={`${groupId}-name`} className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const state = valueState(item, chosen, option.name, value);
                const disabled = state !== 'available';
                const note = state === 'sold_out' ? t`Sold out` : state === 'unavailable' ? t`Unavailable` : null;
                const swatch = swatches.get(value);
                return (
                  <label
                    key={value}
                    className={cn(
                      'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors select-none',
                      swatch && 'pl-1.5',
                      'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-clay-600',
                      current === value ? 'border-ink-900 bg-ink-900 text-paper' : 'border-ink-900/25 bg-white text-ink-900 hover:border-ink-900',
                      disabled && 'cursor-not-allowed border-dashed border-ink-900/20 bg-sand-50 text-ink-600 line-through decoration-ink-600/70 hover:border-ink-900/20',
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`${prefix}-${option.name}`}
                      value={value}
                      checked={current === value}
                      disabled={disabled}
                      onChange={() => onChoose(option.name, value)}
                    />
                    {swatch ? (
                      <img
                        src={imageSources(swatch, 320)?.src}
                        alt=""
                        width={32}
                        height={32}
                        loading="lazy"
                        decoding="async"
                        data-testid="swatch"
                        className={cn('size-8 shrink-0 rounded-full border border-ink-900/15 object-cover', disabled && 'opacity-50 grayscale')}
                      />
                    ) : null}
                    {value}
                    {note ? <span className="sr-only">, {note}</span> : null}
                  </label>
                );
              })}
            </div>
            {(() => {
              const soldOut = option.values.filter((value) => valueState(item, chosen, option.name, value) === 'sold_out');
              const values = soldOut.join(', ');
              return soldOut.length > 0 ? (
                <p className="mt-1.5 text-xs text-ink-600" aria-hidden="true">
                  {t`Sold out: ${values}`}
                </p>
              ) : null;
            })()}
          </div>
        );
      })}
    </div>
  );
}
