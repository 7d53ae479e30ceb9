const path = process.argv[2];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const { Game, Rng } = await import(path);
const MOVES = ['left', 'right', 'cw', 'ccw', 'left', 'right', 'softDrop'];
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
function fps(frames: number, level: number) {
  const rng = new Rng(1);
  const pool = Array.from({ length: Math.ceil(frames / 500) + 10 }, () => new Game({ seed: rng.nextU32(), level }));
  let g = 0, game = pool[0];
  const t0 = cpu();
  for (let f = 0; f < frames; f++) { game.tick(); if (game.over) game = pool[++g]; }
  return frames / ((cpu() - t0) / 1000);
}
pps(100000, 9); fps(500000, 1);
const r = [];
for (let i = 0; i < 3; i++) r.push([Math.round(pps(300000, i + 1)), Math.round(fps(2000000, 1))]);
console.log(path, JSON.stringify(r));
