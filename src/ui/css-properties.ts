/**
 * Inline CSS properties set through the CSSOM (`element.style.setProperty`), which a Content
 * Security Policy of `style-src 'self'` allows, and never as a `style` attribute, which it
 * refuses (lit's `styleMap` writes the attribute on its first render). Every element the templates
 * place or size at run time (the HUD, the garbage meter, the puzzle's goal line) takes its
 * properties this way: `<p ${cssProperties({ left: '3px', '--fill': '0.5' })}>`.
 * @module
 */
import { noChange, type ElementPart } from 'lit';
import { Directive, PartType, directive, type PartInfo } from 'lit/directive.js';

/** CSS property names as CSS writes them (`font-size`, `--fill`) to their values. */
export type CssProperties = Readonly<Record<string, string>>;

class CssPropertiesDirective extends Directive {
  /** The names set last time: a name no longer given is removed. */
  private set = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new TypeError('cssProperties() goes in an element tag, not in an attribute or content');
  }

  /** Nothing to write as text (server rendering leaves element parts out). */
  render(properties: CssProperties): typeof noChange {
    void properties;
    return noChange;
  }

  override update(part: ElementPart, [properties]: [CssProperties]): typeof noChange {
    const { style } = part.element as HTMLElement;
    for (const name of this.set) if (!(name in properties)) style.removeProperty(name);
    this.set = new Set(Object.keys(properties));
    for (const name of this.set) style.setProperty(name, properties[name]);
    return noChange;
  }
}

/** Sets `properties` on the element it is placed in, through the CSSOM (see the module notes). */
export const cssProperties = directive(CssPropertiesDirective);

/** Whether two sets of properties are the same (so a view re-renders only when a place changed). */
export function sameProperties(a: CssProperties, b: CssProperties): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}
