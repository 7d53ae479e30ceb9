import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { builtInLanguage, en, isLoaded, loadLanguage, localize, type EnglishWords, type KeyboardLayout, type Language, type Localizer, type StringKey, type StringOverrides } from './strings.js';

interface KeyboardMapApi {
  getLayoutMap?(): Promise<KeyboardLayout>;
}

let layoutRequest: Promise<KeyboardLayout | undefined> | undefined;

/** Languages whose words could not load: one warning each per page, however many elements ask. */
const unavailable = new Set<Language>();

/**
 * The player's keyboard layout, asked once per page where the browser can tell (Chromium's
 * Keyboard Map API); undefined elsewhere, or where a permissions policy forbids it.
 */
function keyboardLayout(): Promise<KeyboardLayout | undefined> {
  const keyboard = (navigator as Navigator & { keyboard?: KeyboardMapApi }).keyboard;
  layoutRequest ??= Promise.resolve()
    .then(() => keyboard?.getLayoutMap?.())
    .catch(() => undefined);
  return layoutRequest;
}

/**
 * The language of `node`: its own `lang` attribute or the nearest ancestor's, looking through
 * shadow roots to their hosts; '' when no ancestor says.
 */
export function languageOf(node: Node): string {
  for (let at: Node | null = node; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
    if (at instanceof Element && at.hasAttribute('lang')) return at.getAttribute('lang')!.trim();
  }
  return '';
}

/** What differs between the elements that speak through a {@link LanguageController}. */
export interface LanguageOptions {
  /** The element's English words, under every other language (default: `<tetris-game>`'s). */
  readonly english?: EnglishWords;
  /** The key that names the host (its aria-label) while the page gives none; null: the host is not named. */
  readonly label?: StringKey | null;
}

/**
 * Keeps the host speaking its language: the host's `lang` or the nearest ancestor's (across shadow
 * roots), followed when any of them changes, with the page's overrides on top. The host re-renders
 * when the language changes and again when its words have loaded.
 */
export class LanguageController implements ReactiveController {
  private readonly english: EnglishWords;
  private readonly label: StringKey | null;
  private current: Localizer;
  private tag = '';
  private overrides: StringOverrides = {};
  private layout?: KeyboardLayout;
  private observer?: MutationObserver;
  private loading: Promise<void> = Promise.resolve();
  /** The aria-label the host was given here while the page set none: it follows the language until the page sets one. */
  private ownLabel: string | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    { english = en, label = 'game.label' }: LanguageOptions = {},
  ) {
    this.english = english;
    this.label = label;
    this.current = localize('', {}, undefined, english);
    host.addController(this);
  }

  /** The strings and formats in effect. */
  get localizer(): Localizer {
    return this.current;
  }

  /** Settles once the words of the language in effect have loaded (at once for English). */
  get ready(): Promise<void> {
    return this.loading;
  }

  /** Texts the page set in place of the built-in ones. */
  set strings(overrides: StringOverrides) {
    this.overrides = overrides;
    this.rebuild();
  }

  hostConnected(): void {
    if (this.label !== null && !this.host.hasAttribute('aria-label')) this.ownLabel = '';
    // Any element from the host up may gain, change or lose `lang`: watch each of them. Moving the
    // host reconnects it, which rebuilds the chain.
    this.observer ??= new MutationObserver(() => this.refresh());
    for (let at: Node | null = this.host; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
      if (at instanceof Element) this.observer.observe(at, { attributes: true, attributeFilter: ['lang'] });
    }
    this.refresh();
    if (!this.layout) {
      void keyboardLayout().then((layout) => {
        if (!layout) return;
        this.layout = layout;
        this.rebuild();
      });
    }
  }

  /** Names the host in its language (its `label` key), unless the page named it. Called on each update. */
  hostUpdate(): void {
    if (this.ownLabel === null || this.label === null) return;
    const label = this.host.getAttribute('aria-label');
    if (label !== null && label !== this.ownLabel) this.ownLabel = null;
    else this.host.setAttribute('aria-label', (this.ownLabel = this.current.t(this.label)));
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }

  private rebuild(): void {
    // Words that could not load leave English throughout: numbers and lists too, not a list in
    // Japanese between English words.
    const tag = unavailable.has(builtInLanguage(this.tag)) ? '' : this.tag;
    this.current = localize(tag, this.overrides, this.layout, this.english);
    this.host.requestUpdate();
  }

  private refresh(): void {
    const tag = languageOf(this.host);
    if (tag === this.tag) return;
    this.tag = tag;
    this.rebuild();
    const language = builtInLanguage(tag);
    if (isLoaded(language) || unavailable.has(language)) return;
    this.loading = loadLanguage(language).then(
      () => {
        // The language may have changed again while its words were loading.
        if (this.tag === tag) this.rebuild();
      },
      // A table that fails to load (offline, or the module build copied without its chunks)
      // leaves the English words in place.
      (error: unknown) => {
        if (!unavailable.has(language)) {
          unavailable.add(language);
          const why = error instanceof Error ? error.message : String(error);
          console.warn(`<${this.host.localName}>: the words for lang="${tag}" could not load, so it speaks English: ${why}`);
        }
        if (this.tag === tag) this.rebuild();
      },
    );
  }
}
