const path = process.argv[2];
const mode = process.argv[3];
const { Game, Rng } = await import(path);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const MOVES = ['left', 'right', 'cw', 'ccw', 'left', 'right', 'softDrop'];
function fps(frames: number, level: number) {
  const rng = new Rng(1);
  const pool = Array.from({ length: Math.ceil(frames / 500) + 10 }, () => new Game({ seed: rng.nextU32(), level }));
  let g = 0, game = pool[0];
  const t0 = cpu();
  for (let f = 0; f < frames; f++) { game.tick(); if (game.over) game = pool[++g]; }
  return frames / ((cpu() - t0) / 1000);
}
function pps(pieces: number, seed: number) {
  const rng = new Rng(seed);
  let game = new Game({ seed, handling: { are: false } });
  const t0 = cpu();
  for (let i = 0; i < pieces; i++) {
    const moves = rng.nextInt(6);
    for (let m = 0; m < moves; m++) game.press(MOVES[rng.nextInt(MOVES.length)]);
    game.press('hardDrop');
    if (game.over) game = new Game({ seed: rng.nextU32(), handling: { are: false } });
  }
  return pieces / ((cpu() - t0) / 1000);
}
const f = mode === 'p' ? () => pps(300000, 3) : () => fps(3000000, 1);
f();
const r = [];
for (let i = 0; i < 7; i++) r.push(f());
r.sort((a, b) => b - a);
console.log(path.includes('old') ? 'old' : 'new', mode, Math.round(r[0]), Math.round(r[3]));
