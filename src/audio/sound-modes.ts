/** Values of the `sound` attribute: no audio, sound effects, or effects and music. */
export const SOUND_MODES = ['off', 'effects', 'all'] as const;
export type SoundMode = (typeof SOUND_MODES)[number];
