/** A phone or tablet: touch is the main input. */
export const isCoarsePointer = () => matchMedia('(pointer: coarse)').matches;

