import { tone } from './synth.js';

// Korobeiniki, the 19th-century Russian folk song (public domain). Each token is a note name with
// its octave and its length in eighth notes ("E52": E5 for a quarter), or R and a length for a rest.
const VERSE = 'E52 B41 C51 D52 C51 B41 A42 A41 C51 E52 D51 C51 B43 C51 D52 E52 C52 A42 A42 R2 ' +
  'R1 D52 F51 A52 G51 F51 E53 C51 E52 D51 C51 B42 B41 C51 D52 E52 C52 A42 A42 R2 ';
const BRIDGE = 'E54 C54 D54 B44 C54 A44 G#44 B44 E54 C54 D54 B44 C52 E52 A54 G#58';
/** The bass: one root per bar (8 eighths), played in octave-jumping eighths. */
const BASS = 'EAEADCEA'.repeat(2) + 'AEAEAEAE';

const SEMITONES = 'C D EF G A B';
const semitone = (name: string) => SEMITONES.indexOf(name[0]) + (name[1] === '#' ? 1 : 0);

/** The loop as eighth-note steps: the MIDI note starting on each step (0: none) and its length in eighths. */
export const SONG: readonly (readonly [note: number, length: number])[] = [...(VERSE + VERSE + BRIDGE).matchAll(/([A-GR]#?)(\d?)(\d)/g)].flatMap(
  ([, name, octave, length]) => [
    [name === 'R' ? 0 : 12 * (+octave + 1) + semitone(name), +length] as const,
    ...Array.from({ length: +length - 1 }, () => [0, 0] as const),
  ],
);
/** MIDI root of each bar's bass, octave 2. */
export const BASS_ROOTS: readonly number[] = [...BASS].map((name) => 36 + semitone(name));

/** Tempo in quarter notes per minute: it rises with the level, as the pieces fall faster. */
export const tempo = (level: number) => Math.min(240, 132 + 8 * (level - 1));

/** How far ahead notes are scheduled, and how often the scheduler looks. */
const AHEAD = 0.3;
const EVERY_MS = 100;

/**
 * The background music: notes are scheduled on the audio clock a little ahead of time, by a
 * coarse timer, so they stay in time however late the timer fires.
 */
export class Music {
  level = 1;
  /** Position in the loop, in eighths. */
  step = 0;
  private time = 0;
  private timer = 0;
  private out?: GainNode;

  constructor(
    private readonly ctx: BaseAudioContext,
    private readonly destination: AudioNode,
  ) {}

  start(): void {
    if (this.out) return;
    this.out = this.ctx.createGain();
    this.out.gain.value = 0.5;
    this.out.connect(this.destination);
    this.time = this.ctx.currentTime + 0.05;
    this.timer = window.setInterval(() => this.schedule(), EVERY_MS);
    this.schedule();
  }

  /** Stops at once: notes already scheduled are cut off with their output. */
  stop(): void {
    clearInterval(this.timer);
    this.out?.disconnect();
    this.out = undefined;
  }

  /** Schedules every note that starts before `ahead` seconds from now. */
  schedule(ahead = AHEAD): void {
    const { ctx, out } = this;
    if (!out) return;
    while (this.time < ctx.currentTime + ahead) {
      const eighth = 30 / tempo(this.level);
      const [note, length] = SONG[this.step];
      if (note) tone(ctx, out, this.time, [note, 0, length * eighth * 0.9, 'square', 0, 0.09]);
      tone(ctx, out, this.time, [BASS_ROOTS[this.step >> 3] + (this.step & 1) * 12, 0, eighth * 0.8, 'triangle', 0, 0.25]);
      this.time += eighth;
      this.step = (this.step + 1) % SONG.length;
    }
  }
}
