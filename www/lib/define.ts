// One way every element of the package is registered (board, viewer, puzzle, editor).

/** Registers `element` as `tagName`: the class itself under its own tag `ownTag`, a subclass of
 * it under another (a class can be defined under one name only). Calling it again for a defined
 * tag does nothing. */
export function defineElement(tagName: string, ownTag: string, element: CustomElementConstructor): void {
  if (customElements.get(tagName)) return;
  customElements.define(tagName, tagName === ownTag ? element : class extends element {});
}
