/**
 * The words and number formats of the boards' HUD and figures in `<tetris-versus>`'s language:
 * the string tables `<tetris-game>` speaks with, English until the language's table has loaded.
 * @module
 */
import { builtInLanguage, isLoaded, loadLanguage, localize, type Localizer } from '../element/strings/strings.js';

export class BoardWords {
  private tag?: string;
  private current?: Localizer;

  /** `loaded`: the words of the language asked for arrived (render again). */
  constructor(private readonly loaded: () => void) {}

  /** The localizer of language `tag`, its table loading once on first use. */
  of(tag: string): Localizer {
    if (this.current && tag === this.tag) return this.current;
    this.tag = tag;
    this.current = localize(tag);
    const language = builtInLanguage(tag);
    if (!isLoaded(language)) {
      void loadLanguage(language).then(
        () => {
          if (this.tag !== tag) return;
          this.current = localize(tag);
          this.loaded();
        },
        // A table that cannot load (offline) leaves the English words in place.
        () => undefined,
      );
    }
    return this.current;
  }
}
