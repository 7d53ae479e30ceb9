import { en } from './en.js';
import type { enLater } from './en-later.js';
import { isLaterKey, laterEnglish } from './later-english.js';
import type { enVersus } from './en-versus.js';

export { en };

/** The name of every string either element shows or announces. */
export type StringKey = keyof typeof en | keyof typeof enLater | keyof typeof enVersus;

/** A complete table: one text for every key of both elements. */
export type Strings = Readonly<Record<StringKey, string>>;

/**
 * English words an element speaks before (and under) its language's table: `en` for
 * `<tetris-game>`, `versusEnglish` (both parts) for `<tetris-versus>`. Each element's English
 * holds every key it asks for.
 */
export type EnglishWords = Readonly<Partial<Strings>>;

/**
 * The built-in languages, by primary language subtag, each one table of both elements' words.
 * English is always there (its `<tetris-versus>` part comes with that element); the others load
 * on first use, so a page in English never downloads them.
 */
export const LANGUAGES = {
  en: () => Promise.resolve(en),
  de: () => import('./de.js').then((module) => module.de),
  fr: () => import('./fr.js').then((module) => module.fr),
  es: () => import('./es.js').then((module) => module.es),
  pt: () => import('./pt.js').then((module) => module.pt),
  ja: () => import('./ja.js').then((module) => module.ja),
} as const satisfies Record<string, () => Promise<EnglishWords>>;
export type Language = keyof typeof LANGUAGES;

const loaded = new Map<Language, EnglishWords>([['en', en]]);

/** Loads a built-in language's table once; `localize` uses it from then on. */
export async function loadLanguage(language: Language): Promise<EnglishWords> {
  let table = loaded.get(language);
  if (!table) {
    table = await LANGUAGES[language]();
    loaded.set(language, table);
  }
  return table;
}

/** Whether {@link localize} has the words of `language` yet (English always). */
export function isLoaded(language: Language): boolean {
  return loaded.has(language);
}

/** What a page sets in the `strings` property: any texts to use instead of the built-in ones. */
export type StringOverrides = Partial<Record<StringKey, string>>;

/** Values for a string's `{placeholders}`: numbers are formatted for the language. */
export type Params = Readonly<Record<string, string | number>>;

const PARAMETER = /\{(\w+)\}/g;

/** Arrows and the numeric keypad's operators read the same on every keyboard. */
const KEY_SYMBOLS: Readonly<Record<string, string>> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Add: '+',
  Subtract: '-',
  Multiply: '*',
  Divide: '/',
  Decimal: '.',
  Equal: '=',
  Comma: ',',
};

/** What the printing keys show on a US keyboard, when the page cannot know the player's layout. */
const US_PUNCTUATION: Readonly<Record<string, string>> = {
  BracketLeft: '[',
  BracketRight: ']',
  Backquote: '`',
  Minus: '-',
  Equal: '=',
  Backslash: '\\',
  IntlBackslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/',
};

/** The player's keyboard layout: what each printing key types, by `KeyboardEvent.code` (Keyboard Map API). */
export type KeyboardLayout = ReadonlyMap<string, string>;

/** Modifier keys a keyboard has twice, by the side in their code. */
const SIDED_KEY = /^(?:Shift|Control|Alt|Meta)(Left|Right)$/;

/** Keys whose names are words, so each language names them. */
const NAMED_KEYS = new Set([
  'Space', 'Enter', 'Escape', 'Shift', 'Control', 'Alt', 'Meta', 'Tab', 'Backspace', 'CapsLock',
  'Insert', 'Delete', 'Home', 'End', 'PageUp', 'PageDown', 'ContextMenu',
]);

/**
 * The built-in table for a BCP 47 language tag: its primary subtag ("de-AT" and "de" are German,
 * "pt-BR" Portuguese), English for any other language.
 */
export function builtInLanguage(tag: string): Language {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGES, primary) ? (primary as Language) : 'en';
}

/** `tag` as Intl understands it, or English when it is empty or not a well-formed tag. */
function intlLocale(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag.trim() || 'en')[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** Everything the element says in one language: its strings, and numbers, times and lists. */
export interface Localizer {
  /** The language tag numbers, times and lists are formatted for ("de-AT"; "en" when none). */
  readonly locale: string;
  /** The built-in table asked for; its words are English until {@link loadLanguage} has loaded it. */
  readonly language: Language;
  /** The text of `key` with its `{placeholders}` filled in. */
  t(key: StringKey, params?: Params): string;
  /**
   * The text of `key` split at its placeholders, each replaced by the value given (any value, such
   * as a lit template), for rendering markup inside a sentence.
   */
  parts<T>(key: StringKey, params: Readonly<Record<string, T | string | number>>): (T | string)[];
  /** A whole number or decimal with the language's grouping and decimal marks. */
  number(value: number, fractionDigits?: number): string;
  /** A share from 0 to 1 as a percentage ("50 %" in German). */
  percent(value: number): string;
  /** A game clock: "1:05.30" (minutes, seconds, hundredths; hours when needed), never rounded up. */
  time(ms: number): string;
  /** A length of time in words: "2 minutes", "90 Sekunden". */
  duration(seconds: number): string;
  /** Alternatives: "Esc or P", "Esc oder P", "EscまたはP". */
  or(items: readonly string[]): string;
  /** {@link or} as parts, to wrap each item in markup. */
  orParts(items: readonly string[]): { type: 'element' | 'literal'; value: string }[];
  /** The name of one key (a `KeyboardEvent.code`) as its keycap reads in this language. */
  keyName(code: string): string;
  /** Names of keys, each once: ShiftLeft and ShiftRight are both "Shift". */
  keyNames(codes: readonly string[]): string[];
  /**
   * The name of one key told apart from its twin ("Left Ctrl" and "Right Ctrl", "Enter" and
   * "Num Enter"), where both may be listed: the settings' key bindings, for screen readers.
   */
  keyLabel(code: string): string;
  /** {@link keyLabel} as short as a key chip needs: "L Ctrl", "R Ctrl", "Num Enter". */
  keyCap(code: string): string;
}

interface Formats {
  integer: Intl.NumberFormat;
  decimals: Map<number, Intl.NumberFormat>;
  seconds: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  minutes: Intl.NumberFormat;
  secondsLong: Intl.NumberFormat;
  or: Intl.ListFormat;
}

/** Intl formatters are costly to make: one set per locale. */
const formatsCache = new Map<string, Formats>();

function formatsFor(locale: string): Formats {
  let formats = formatsCache.get(locale);
  if (!formats) {
    formats = {
      integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      decimals: new Map(),
      seconds: new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
      percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
      minutes: new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
      secondsLong: new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }),
      or: new Intl.ListFormat(locale, { type: 'disjunction' }),
    };
    formatsCache.set(locale, formats);
  }
  return formats;
}

/**
 * The strings and formats of the language `tag` (a BCP 47 tag, usually the element's `lang`), with
 * `overrides` over the built-in table. Unknown languages get English words with their own number
 * formats, so a page can supply a whole other language through `overrides`. A built-in language
 * not loaded yet speaks English words until {@link loadLanguage} resolves. With the player's
 * keyboard `layout`, letters and punctuation are named as their keycaps read (KeyZ is "Y" on a
 * German keyboard, "W" on a French one); without it, as on a US keyboard. `english`: the
 * element's English words, under every other table.
 */
export function localize(tag: string, overrides: StringOverrides = {}, layout?: KeyboardLayout, english: EnglishWords = en): Localizer {
  const language = builtInLanguage(tag);
  const locale = intlLocale(tag);
  // Complete for every key the element asks for with the English of its parts that load later
  // (`word`): its English holds the others.
  const table = { ...english, ...loaded.get(language), ...overrides } as Strings;
  const word = (key: StringKey): string => table[key] ?? laterEnglish[key];
  const formats = formatsFor(locale);
  const number = (value: number, fractionDigits = 0) => {
    if (fractionDigits === 0) return formats.integer.format(value);
    let format = formats.decimals.get(fractionDigits);
    if (!format) {
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
      formats.decimals.set(fractionDigits, format);
    }
    return format.format(value);
  };
  const text = (value: string | number) => (typeof value === 'number' ? number(value) : value);
  const keyName = (code: string): string => {
    if (code === 'NumpadEnter') return table['key.Enter'];
    const numpad = /^Numpad(.+)$/.exec(code);
    if (numpad) return table['key.numpad'].replace('{key}', KEY_SYMBOLS[numpad[1]] ?? numpad[1]);
    const printed = layout?.get(code);
    if (printed?.trim()) return printed.toLocaleUpperCase(locale);
    const name = code.replace(/^(Key|Digit)|(Left|Right)$/g, '') || code;
    if (NAMED_KEYS.has(name)) return table[`key.${name}` as StringKey];
    return KEY_SYMBOLS[code] ?? US_PUNCTUATION[code] ?? name;
  };
  /** A key's name with its side (`sides`: the table's texts for left and right) or its keypad. */
  const sidedName = (code: string, sides: readonly [StringKey, StringKey]): string => {
    if (code === 'NumpadEnter') return table['key.numpad'].replace('{key}', table['key.Enter']);
    const side = SIDED_KEY.exec(code);
    if (side) return table[sides[side[1] === 'Left' ? 0 : 1]].replace('{key}', keyName(code));
    return keyName(code);
  };
  const localizer: Localizer = {
    locale,
    language,
    t: (key, params = {}) => word(key).replace(PARAMETER, (whole, name: string) => (name in params ? text(params[name]) : whole)),
    parts: (key, params) =>
      word(key).split(PARAMETER).flatMap((piece, i) => {
        // split() with a capture group alternates literal text and parameter names.
        if (i % 2 === 0) return piece ? [piece] : [];
        const value = params[piece];
        return value === undefined ? [`{${piece}}`] : [typeof value === 'number' ? number(value) : value];
      }),
    number,
    percent: (value) => formats.percent.format(value),
    time: (ms) => {
      const hundredths = Math.floor(Math.max(0, ms) / 10);
      const seconds = formats.seconds.format((hundredths % 6000) / 100);
      const minutes = Math.floor(hundredths / 6000);
      if (minutes < 60) return `${minutes}:${seconds}`;
      return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${seconds}`;
    },
    duration: (seconds) => (seconds % 60 === 0 ? formats.minutes.format(seconds / 60) : formats.secondsLong.format(seconds)),
    or: (items) => formats.or.format(items),
    orParts: (items) => formats.or.formatToParts(items),
    keyName,
    keyNames: (codes) => [...new Set(codes.map(keyName))],
    keyLabel: (code) => sidedName(code, ['key.left', 'key.right']),
    keyCap: (code) => sidedName(code, ['key.leftCap', 'key.rightCap']),
  };
  return localizer;
}

/**
 * Checks a `strings` property value: a plain object of known keys to texts. Returns the good
 * entries; anything else is reported once to `onInvalid` with the offending entries.
 */
export function checkOverrides(value: unknown, onInvalid: (bad: string) => void): StringOverrides {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    onInvalid(typeof value === 'function' ? 'a function' : JSON.stringify(value));
    return {};
  }
  const good: StringOverrides = {};
  const bad: string[] = [];
  for (const [key, text] of Object.entries(value)) {
    if ((Object.hasOwn(en, key) || isLaterKey(key)) && typeof text === 'string') good[key as StringKey] = text;
    else bad.push(`${key}: ${JSON.stringify(text)}`);
  }
  if (bad.length > 0) onInvalid(`{ ${bad.join(', ')} }`);
  return good;
}
