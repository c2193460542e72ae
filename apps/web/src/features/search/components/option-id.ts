/** The id of the `index`th result in the search listbox `listboxId`: the box names it in aria-activedescendant. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;
